import { describe, expect, it } from 'vitest';
import { lostLigatures } from './lost-ligatures.ts';

describe('words broken where a ligature was lost', () => {
  it("finds pieces the ligature's letters join into a word", () => {
    expect(lostLigatures('I wrote speci c tests for the billing service.', '')).toEqual(['speci c']);
    expect(lostLigatures('Publiqué en la revista pací ca del museo.', '')).toEqual(['pací ca']);
    // A word the document writes whole elsewhere ('Grund ächen' beside 'Grundflächen').
    expect(lostLigatures('Wir planen Grund ächen.', 'Grundflächen und Gärten')).toEqual(['grund ächen']);
  });

  it('passes words side by side', () => {
    expect(lostLigatures('I am fit and I fly to Lisbon; así como la casa.', '')).toEqual([]);
  });
});
