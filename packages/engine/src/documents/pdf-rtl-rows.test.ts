import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './blocks.ts';
import { parsePdf } from './pdf.ts';
import { pdfOfGlyphRuns } from './test-pdfs.ts';

// Right-to-left rows as XeLaTeX draws them (issue 13, round 33 kind): glyphs in visual order, a date column set left
// to right beside the row, contact rows whose icon is read as a lone colon. Made-up rows.

const markdownOf = async (pdf: Uint8Array) => renderMarkdown((await parsePdf(pdf, 1)).blocks);

/** A run's glyphs as drawn, left to right: a right-to-left phrase's glyphs are its characters reversed. */
const drawn = (text: string) => [...text].reverse();

describe('right-to-left rows drawn in visual order', () => {
  it('mirrors the brackets of a right-to-left line that pdf.js read as one run', async () => {
    // Seen: 'מלונות (Booking) וטיסות' drawn right to left, its brackets drawn as they are seen.
    const glyphs = [...drawn('וטיסות '), '(', ...'Booking', ')', ...drawn(' מלונות')];
    const markdown = await markdownOf(pdfOfGlyphRuns([{ x: 60, y: 700, glyphs }]));
    expect(markdown).toContain('(Booking)');
    expect(markdown).not.toContain(')Booking(');
  });

  it('keeps the order of a year range set beside a right-to-left row', async () => {
    // A title drawn right to left, then its years in a column at its right, drawn left to right.
    const runs = [
      { x: 100, y: 700, glyphs: drawn('רכזת פרויקטים') },
      { x: 400, y: 700, glyphs: [...'2011–2015'] },
    ];
    const markdown = await markdownOf(pdfOfGlyphRuns(runs));
    expect(markdown).toContain('2011–2015');
    expect(markdown).not.toContain('2015–2011');
  });

  it("drops a contact row's icon read as a lone colon, in either direction", async () => {
    const runs = [
      { x: 60, y: 700, glyphs: [':'] },
      { x: 90, y: 700, glyphs: [...'dana@example.org'] },
      { x: 60, y: 680, glyphs: [':'] },
      { x: 90, y: 680, glyphs: drawn('רחובות, מחוז המרכז') },
    ];
    const markdown = await markdownOf(pdfOfGlyphRuns(runs));
    expect(markdown).toContain('dana@example.org');
    expect(markdown).toContain('רחובות, מחוז המרכז');
    expect(markdown).not.toMatch(/(?:^|\n): |\s:(?:\n|$)/u);
  });
});
