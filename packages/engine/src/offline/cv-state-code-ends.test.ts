import { describe, expect, it } from 'vitest';
import { linesOf } from './cv-lines.ts';

// Issue 13: a US CV's rows end on their place, a state's code in capitals ('Eugene, OR', 'Bloomington, IN'). The code
// was read as a dangling 'or' / 'in' and the next row, even the next heading, ran on into the row. Made-up rows.
describe("a row ending on a state's code", () => {
  it('ends there: the next row and the heading after it are lines of their own', () => {
    const lines = linesOf(
      [
        '## Professional Training',
        '2014 Survey Design Workshop: sampling, weighting and panel attrition. Centre for Methods, Eugene, OR',
        '2013 Teaching Large Classes, Centre for Teaching and Learning. Bloomington, IN',
        '## Awards',
      ].join('\n\n'),
    ).map((line) => line.text);
    expect(lines).toEqual([
      'Professional Training',
      '2014 Survey Design Workshop: sampling, weighting and panel attrition. Centre for Methods, Eugene, OR',
      '2013 Teaching Large Classes, Centre for Teaching and Learning. Bloomington, IN',
      'Awards',
    ]);
  });
});
