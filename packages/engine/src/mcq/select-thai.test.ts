import { describe, expect, it } from 'vitest';
import { selectedCompetencies as select } from './select-test-support.ts';

// Made-up Thai postings (issue 13, round 33 kind): Thai writes no spaces between words, so a Thai keyword is found
// inside the run of letters around it, with its vowel and tone marks, which spell the word and are never folded away.

describe('selectMcqGroups: Thai postings', () => {
  it('asks a Thai vehicle inspector about vehicle inspection, not only the general groups', () => {
    const groups = select(
      [
        '# ช่างตรวจสภาพรถยนต์',
        'หน้าที่ความรับผิดชอบ',
        '- ตรวจเช็คสภาพรถยนต์ของลูกค้าก่อนส่งมอบ',
        '- ตรวจระบบเบรกและช่วงล่าง บันทึกผลลงในระบบ',
        'คุณสมบัติ',
        '- มีประสบการณ์งานช่างยนต์อย่างน้อย 1 ปี',
        '- มีความรู้เรื่องอะไหล่รถยนต์',
      ],
      'ช่างตรวจสภาพรถยนต์',
    );
    expect(groups[0]).toBe('Vehicle Inspection and Maintenance');
  });

  it('finds the vehicle inspection group from a Thai title alone', () => {
    expect(select(['# พนักงานตรวจสอบรถยนต์', 'สวัสดิการ', '- ประกันสังคม'], 'พนักงานตรวจสอบรถยนต์')).toContain(
      'Vehicle Inspection and Maintenance',
    );
  });

  it('asks a Thai accountant about accounting and a Thai customer service officer about customer service', () => {
    expect(
      select(
        ['# พนักงานบัญชี', 'หน้าที่', '- บันทึกบัญชีรายรับรายจ่าย', '- ปิดบัญชีประจำเดือน', 'คุณสมบัติ', '- จบสาขาการบัญชี'],
        'พนักงานบัญชี',
      ),
    ).toContain('Accounting');
    expect(
      select(
        ['# เจ้าหน้าที่บริการลูกค้า', 'หน้าที่', '- ตอบคำถามและให้บริการลูกค้าทางโทรศัพท์', '- ดูแลงานบริการลูกค้าหลังการขาย'],
        'เจ้าหน้าที่บริการลูกค้า',
      ),
    ).toContain('Customer Service');
  });

  it("keeps a Thai word's marks: 'ผู้บังคับบัญชา' (a superior) names no 'บัญชี' (accounts)", () => {
    // Marks taken off, 'บัญชา' would read 'บญชา', which holds 'บญช', 'บัญชี' without its marks.
    const lines = ['# พนักงานคลังสินค้า', 'หน้าที่', '- ปฏิบัติงานอื่นตามที่ผู้บังคับบัญชามอบหมาย', '- รายงานผู้บังคับบัญชาทุกวัน'];
    expect(select(lines, 'พนักงานคลังสินค้า')).not.toContain('Accounting');
  });

  it('reads a Thai bank account and after-sales service as neither accounting nor selling', () => {
    const groups = select(
      [
        '# เจ้าหน้าที่บริการลูกค้า',
        'หน้าที่',
        '- ให้บริการหลังการขาย รับเรื่องร้องเรียนของลูกค้า',
        '- ช่วยลูกค้าเปิดบัญชีและแจ้งเลขบัญชีธนาคารสำหรับชำระเงิน',
      ],
      'เจ้าหน้าที่บริการลูกค้า',
    );
    expect(groups).toContain('Customer Service');
    expect(groups).not.toContain('Accounting');
    expect(groups).not.toContain('B2B Sales');
  });
});
