import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './blocks.ts';
import { parsePdf } from './pdf.ts';
import { pdfOfGlyphRuns } from './test-pdfs.ts';
import { withThaiMarksRead } from './pdf-thai-text.ts';

describe('withThaiMarksRead', () => {
  it('reads the positioned variants Thai fonts map to private-use code points as the marks printed', () => {
    // MAI THO shifted down (U+F70B) written before SARA UU, MAI EK shifted down (U+F70A), THANTHAKHAT (U+F70E).
    expect(withThaiMarksRead('ผ\uF70Bูช\uF70Aวยงานออนไลน\uF70E')).toBe('ผู้ช่วยงานออนไลน์');
    // Shifted left: SARA II (U+F702) and MAI TRI (U+F715); YO YING without its descender (U+F70F).
    expect(withThaiMarksRead('ป\uF702 โต\uF715ะ ห\uF70Fิง')).toBe('ปี โต๊ะ หญิง');
  });

  it('reads NIKHAHIT before SARA AA as SARA AM, and closes a space before a mark on its letter', () => {
    expect(withThaiMarksRead('ทํางานประจํา')).toBe('ทำงานประจำ');
    expect(withThaiMarksRead('ผ ู ้ดูแล')).toBe('ผู้ดูแล');
  });

  it('keeps icon glyphs of the private use area that stand beside no Thai letter', () => {
    expect(withThaiMarksRead('\uF70B กรุงเทพฯ')).toBe('\uF70B กรุงเทพฯ');
  });
});

describe('reading a Thai PDF', () => {
  it('keeps tone marks and upper vowels a browser printed as private-use glyphs', async () => {
    const pdf = pdfOfGlyphRuns([
      { x: 40, y: 700, glyphs: [...'ผ\uF70Bูดูแลลูกค\uF70Bา'] },
      { x: 40, y: 670, glyphs: [...'ทํางาน 5 วัน'] },
    ]);
    const { blocks } = await parsePdf(pdf, 2);
    const text = renderMarkdown(blocks);
    expect(text).toContain('ผู้ดูแลลูกค้า');
    expect(text).toContain('ทำงาน 5 วัน');
  });

  it('reads a list printed without bullets item by item, and a line with an acronym as no title in capitals', async () => {
    const items = [
      'ตรวจนับสินค้าก่อนออกจากคลังทุกวันตามรายการในระบบ',
      'ดูแลรักษาความสะอาดรถบรรทุกให้พร้อมใช้งานทุกวัน',
      'ใช้โปรแกรม SAP บันทึกข้อมูล',
      'จัดเตรียมเอกสารการส่งสินค้าและใบแจ้งหนี้ให้ครบถ้วนก่อนออกเดินทาง',
    ];
    const pdf = pdfOfGlyphRuns(
      items.map((text, index) => ({ x: 40, y: 700 - 12 * index, glyphs: [...text] })),
    );
    const text = renderMarkdown((await parsePdf(pdf, 2)).blocks);
    expect(text.trim().split('\n\n')).toEqual(items);
  });
});
