import { describe, expect, it } from 'vitest';
import { runInRowAt, withoutRunInRows } from './cv-run-in-rows.ts';

describe('rows of another entry run into a job', () => {
  it('finds a dated title row after a sentence and cuts the work there', () => {
    const line =
      'Taught the survey course on river trade. 02/2014 – 06/2016 Research fellow with the Harbour Project on tides. My work included mapping jetties.';
    expect(runInRowAt(line)).toBe(line.indexOf('02/2014'));
    expect(withoutRunInRows([line, 'Another line of the fellow.'])).toEqual([
      'Taught the survey course on river trade.',
    ]);
  });

  it('drops a row of a later section written with a middle dot and its date', () => {
    expect(
      withoutRunInRows([
        'Catalogued the map collection of the old mill.',
        'Parish Council, Oakford Green, NJ · March 2019 - Treasurer of the Oakford Green Library Board',
      ]),
    ).toEqual(['Catalogued the map collection of the old mill.']);
  });

  it('keeps work that only mentions years', () => {
    const lines = [
      'Ran the 2019 – 2020 relaunch of the shop floor.',
      'Cut the stock errors by half in 2021.',
    ];
    expect(withoutRunInRows(lines)).toEqual(lines);
    expect(runInRowAt('2015 – 2017 the relaunch of three shops was run by me.')).toBe(-1);
  });
});
