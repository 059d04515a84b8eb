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

  it('reads the hyphen glyphs of Word-made PDFs as one hyphen, and the Unicode hyphens as hyphens', () => {
    expect(cleanText('an on--\u2010campus job, (909) 555-\u00AD\u20105555, well\u2010known, A -- B')).toBe(
      'an on-campus job, (909) 555-5555, well-known, A -- B',
    );
  });
});

describe('withSplitAccentsJoined', () => {
  it('joins the accents pdfTeX prints as glyphs of their own to their letters', () => {
    expect(cleanText('Jos´e Mar´ıa Nu˜nez de Le´on, Bogot ́a, Fran¸cois, Fac¸ade, na¨ıve')).toBe(
      'José María Nuñez de León, Bogotá, François, Façade, naïve',
    );
  });

  it('leaves an acute used as an apostrophe, and text already accented, as written', () => {
    expect(cleanText('Sergio´s team at Café Élan')).toBe('Sergio´s team at Café Élan');
  });
});
