import { describe, expect, it } from 'vitest';
import { answerMatchColour, fillerWordsColour, sentimentColour, speechRateColour } from './practice.ts';

// Spec part 2 §9, at each threshold and on either side of it.
describe('analysis score colours', () => {
  it('answer match: 0.5 or lower red, up to 0.75 amber, above that green', () => {
    expect([0, 0.5, 0.5001, 0.75, 0.7501, 1].map(answerMatchColour)).toEqual([
      'red',
      'red',
      'amber',
      'amber',
      'green',
      'green',
    ]);
  });
  it('sentiment: -0.5 or lower red, up to 0.5 amber, above that green', () => {
    expect([-1, -0.5, -0.4999, 0.5, 0.5001, 1].map(sentimentColour)).toEqual([
      'red',
      'red',
      'amber',
      'amber',
      'green',
      'green',
    ]);
  });
  it('speech rate: under 150 red, 150 to 200 green, above 200 red', () => {
    expect([0, 149, 150, 200, 201].map(speechRateColour)).toEqual(['red', 'red', 'green', 'green', 'red']);
  });
  it('filler words: 2 or fewer green, 3 to 5 amber, more than 5 red', () => {
    expect([0, 2, 3, 5, 6].map(fillerWordsColour)).toEqual(['green', 'green', 'amber', 'amber', 'red']);
  });
});
