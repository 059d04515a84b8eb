import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './blocks.ts';
import { parsePdf } from './pdf.ts';
import { pdfOfGlyphRuns } from './test-pdfs.ts';
import { breaksInsideCjkSentence, joinsWithoutSpace, withCjkLettersUnified } from './pdf-cjk-text.ts';

/** A one-page PDF of text runs, each character of a run one glyph an em wide, at size 10. */
const pdfOfCjkRuns = (runs: { x: number; y: number; text: string }[]): Uint8Array =>
  pdfOfGlyphRuns(runs.map(({ x, y, text }) => ({ x, y, glyphs: [...text] })));

describe('withCjkLettersUnified', () => {
  it('reads Kangxi radicals, radical-supplement letters and vertical marks as the letters and marks printed', () => {
    expect(withCjkLettersUnified('⽂学の博⼠号を取得した⽅')).toBe('文学の博士号を取得した方');
    expect(withCjkLettersUnified('最⻑３年、⻄⽇本')).toBe('最長３年、西日本');
    expect(withCjkLettersUnified('始業︓９︓００︐終業')).toBe('始業：９：００，終業');
  });

  it('keeps full-width digits and letters, half-width katakana and radicals that are no letter of their own', () => {
    expect(withCjkLettersUnified('２０２５年 ＰＣ ｶﾀｶﾅ ⺅')).toBe('２０２５年 ＰＣ ｶﾀｶﾅ ⺅');
  });
});

describe('joining wrapped CJK lines', () => {
  it('joins Chinese and Japanese lines without a space, and others with one', () => {
    expect(joinsWithoutSpace('…担当していただ', 'きます。')).toBe(true);
    expect(joinsWithoutSpace('负责产品的设计，', '并参与评审')).toBe(true);
    expect(joinsWithoutSpace('데이터 분석과', '모델링')).toBe(false);
    expect(joinsWithoutSpace('using Python', 'と統計')).toBe(false);
    // A labelled field on the next line ('内容：') stays apart.
    expect(joinsWithoutSpace('进行CTR预测（点击和收藏）', '内容：基于用户行为')).toBe(false);
  });

  it('tells a sentence broken inside from a line that ended it or a title', () => {
    expect(breaksInsideCjkSentence('在线教育平台的运营经', '验者优先')).toBe(true);
    expect(breaksInsideCjkSentence('…を歓迎します。', '主体的に')).toBe(false);
    expect(breaksInsideCjkSentence('データ分析の経験', '、統計の知識')).toBe(true);
  });

  it('reads a value wrapped under its label row, and lines wrapped mid-word, as one line without spaces', async () => {
    const full = '品質管理部門での製品検査業務を担当していただきます。製造現場';
    const markdown = renderMarkdown(
      (
        await parsePdf(
          pdfOfCjkRuns([
            { x: 40, y: 700, text: '株式会社山川製作所 品質管理スタッフ募集' },
            { x: 40, y: 670, text: '【仕事内容】' },
            { x: 110, y: 670, text: full },
            { x: 110, y: 656, text: 'との調整も行います。⼯場での経験は不問です。' },
            { x: 40, y: 630, text: '【勤務地】' },
            { x: 110, y: 630, text: '愛知県豊⽥市' },
            { x: 40, y: 604, text: '【給与】' },
            { x: 110, y: 604, text: '⽉給２５万円以上。賞与年２回、昇給有。通勤⼿当を⽀給。交通費' },
            { x: 110, y: 590, text: 'は全額⽀給。' },
          ]),
          1,
        )
      ).blocks,
    );
    expect(markdown).toContain(`${full}との調整も行います。工場での経験は不問です。`);
    expect(markdown).toContain('交通費は全額支給。');
    // A short row that ends on a letter, with room left, is a row of its own.
    expect(markdown).toMatch(/愛知県豊田市\n/);
    expect(markdown).not.toMatch(/豊田市 ?【給与】/);
  });
});
