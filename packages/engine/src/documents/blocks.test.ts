import { describe, expect, it } from 'vitest';
import { cleanText } from './blocks.ts';

describe('cleanText', () => {
  it('spells out typographic ligatures, so words match and read whole', () => {
    expect(cleanText('ﬁnancial ﬂows, eﬀective, oﬃce, baﬄe, ﬁrst')).toBe(
      'financial flows, effective, office, baffle, first',
    );
  });

  it('removes invisible characters and collapses whitespace', () => {
    expect(cleanText(' co\u00ADoperate\u200B  team ')).toBe('cooperate team');
  });
});
