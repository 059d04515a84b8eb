import { describe, expect, it } from 'vitest';
import { countFillerWords } from './fillers.ts';

describe('countFillerWords', () => {
  it('counts hesitations and hedges', () => {
    expect(
      countFillerWords('Um, so I basically, uh, sort of led it. Erm, I mean, it was actually fine.'),
    ).toEqual({
      total_count: 7,
      breakdown: { um: 1, uh: 1, erm: 1, basically: 1, actually: 1, 'i mean': 1, 'sort of': 1 },
    });
  });

  it("counts 'like' only as a filler", () => {
    expect(countFillerWords('I like Python and would like to use tools like Docker.').total_count).toBe(0);
    expect(countFillerWords('It was, like, really hard. Like, we had no tests.').breakdown).toEqual({
      like: 2,
    });
  });

  it("leaves 'you know' as a verb and 'kind of' as a noun phrase alone", () => {
    expect(
      countFillerWords('Do you know Go? This kind of work suits me; what kind of team is it?').total_count,
    ).toBe(0);
    expect(countFillerWords('It was, you know, kind of messy.').breakdown).toEqual({
      'you know': 1,
      'kind of': 1,
    });
  });

  it('gives zero for an empty answer', () => {
    expect(countFillerWords('')).toEqual({ total_count: 0, breakdown: {} });
  });
});
