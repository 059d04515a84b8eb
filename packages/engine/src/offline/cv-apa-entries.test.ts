import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

// Issue 13, round 25: APA entries ('Surname, A. (2018, July 26).' over the title and 'Retrieved …, from …'), the
// authors and date on a line of their own, read as publication titles.
describe('APA entries (issue 13, round 25)', () => {
  it('reads the title after the authors and date, across the lines the page broke the entry into', () => {
    const profile = readCvProfile(
      [
        '## PUBLICATIONS',
        'Quill, N. (2021, March 3).',
        'Tides of the Old Port | The Harbour Gazette. Retrieved',
        'May 1, 2022, from https://example.org/tides',
        '\\---. (2020, June 9).',
        'Why Ferries Run Late? Retrieved May 1, 2022, from https://example.org/ferries',
        'Quill, N., & Marsh, T. (2019). Lighthouses after automation. Maine Quarterly, 12(2), 44–58.',
        'Quill, N. (2018). “Salt and Cedar.” In Proceedings of the Coastal Writers Meeting, 3–9.',
      ].join('\n\n'),
    );
    expect(profile.publications).toEqual([
      { title: 'Tides of the Old Port', year: '2021' },
      { title: 'Why Ferries Run Late?', year: '2020' },
      { title: 'Lighthouses after automation', year: '2019' },
      { title: 'Salt and Cedar', year: '2018' },
    ]);
  });

  it('never reads them as duties of the job above, under a heading the reader does not know', () => {
    const profile = readCvProfile(
      [
        '## Experience',
        'Staff Writer · 2019 - Present',
        '### Harbour Gazette, Portland, ME',
        '- Wrote weekly features on coastal towns.',
        '## Writing Samples',
        'Quill, N. (2021, March 3).',
        'Tides of the Old Port | The Harbour Gazette. Retrieved',
        'May 1, 2022, from https://example.org/tides',
      ].join('\n\n'),
    );
    expect(profile.roles.map((role) => role.details)).toEqual([['Wrote weekly features on coastal towns.']]);
    expect(profile.publications).toEqual([{ title: 'Tides of the Old Port', year: '2021' }]);
  });
});
