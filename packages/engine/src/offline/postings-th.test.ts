import { describe, expect, it } from 'vitest';
import { detectLanguage, statedLanguage } from '../text/stopwords.ts';
import { formPostMarkdown } from './form-post.ts';
import { generateJob } from './generate-job.ts';
import { headingKind } from './sections.ts';

// A made-up Thai careers page of the kind round 33 brought (issue 13): two numbered posts one after the other, each
// with its duties ('รายละเอียดงาน'), qualifications ('คุณสมบัติ': sex and age, schooling, experience, the working time,
// a driving licence) and benefits ('สวัสดิการ'), an application form between them. The page was asked eight generic
// English questions around the typed title.
const post = (number: number, title: string, duties: string[], needs: string[]) => [
  `# ${number}. ${title} (2 อัตรา)`,
  'รายละเอียดงาน',
  ...duties,
  'คุณสมบัติ',
  ...needs,
  'สวัสดิการ',
  'ประกันสังคม',
  'โบนัสประจำปี',
  'ชุดยูนิฟอร์มพนักงาน',
];

const PAGE = [
  '# ร่วมงานกับเรา',
  ...post(
    1,
    'พนักงานขับรถส่งสินค้า',
    ['ขับรถส่งสินค้าให้ลูกค้าตามเส้นทางที่กำหนด', 'ตรวจนับสินค้าก่อนออกจากคลัง'],
    ['เพศชาย อายุ 23-40 ปี', 'มีใบขับขี่รถบรรทุก ท.2', 'มีประสบการณ์ขับรถส่งของ 2 ปีขึ้นไป'],
  ),
  '# กรอกแบบฟอร์มเพื่อสมัครงาน',
  'ตำแหน่งที่ต้องการสมัคร',
  'ชื่อ',
  'นามสกุล',
  'เบอร์โทรศัพท์',
  'ส่งใบสมัคร',
  ...post(
    2,
    'เจ้าหน้าที่คลังสินค้า',
    ['รับสินค้าเข้าคลังและบันทึกข้อมูลในระบบ WMS', 'จัดเตรียมสินค้าตามใบสั่งซื้อของลูกค้า', 'ตรวจนับสต็อกสินค้าประจำเดือน'],
    [
      'เพศชาย/หญิง อายุ 20 ปีขึ้นไป',
      'จบการศึกษาระดับ ปวส. ขึ้นไป',
      'มีประสบการณ์งานคลังสินค้า 1 ปีขึ้นไป',
      'เวลาการทำงาน : ทำงาน 6 วัน/ สัปดาห์ 08.00-17.00 น.',
      'ขับรถโฟล์คลิฟท์ได้/ มีใบขับขี่',
      'ใช้โปรแกรม Excel ได้ดี',
    ],
  ),
].join('\n\n');

describe('a Thai careers page of two numbered posts (issue 13, round 33 kind)', () => {
  it('reads the usual Thai headings by kind', () => {
    expect(headingKind('รายละเอียดการทำงาน')).toBe('responsibilities');
    expect(headingKind('รายละเอียดงาน')).toBe('responsibilities');
    expect(headingKind('หน้าที่ความรับผิดชอบ')).toBe('responsibilities');
    expect(headingKind('คุณสมบัติ')).toBe('requirements');
    expect(headingKind('คุณสมบัติผู้สมัคร')).toBe('requirements');
    expect(headingKind('สวัสดิการ')).toBe('benefits');
    expect(headingKind('กรอกแบบฟอร์มเพื่อสมัครงาน')).toBe('process');
    expect(headingKind('วิธีการสมัคร')).toBe('process');
  });

  it('knows Thai by its letters', () => {
    const text = 'รับสมัครพนักงานขับรถส่งสินค้า ประจำสาขาบางนา';
    expect(detectLanguage(text)).toBe('th');
    expect(statedLanguage(text, detectLanguage(text))).toBe('th');
  });

  it("reads the numbered post the job form names, not the other post or the form's fields", () => {
    const own = formPostMarkdown(PAGE, 'เจ้าหน้าที่คลังสินค้า');
    expect(own).toContain('รับสินค้าเข้าคลัง');
    expect(own).not.toContain('ขับรถส่งสินค้าให้ลูกค้า');
    expect(own).not.toContain('นามสกุล');
  });

  it('asks the duties and qualifications in English quoting their lines, never sex and age or the benefits', () => {
    const result = generateJob({ jobSpecMarkdown: PAGE, position: 'เจ้าหน้าที่คลังสินค้า' });
    expect(result.languages).toEqual({ document: 'th', mcq: 'en' });
    const questions = result.jobSpecsQuestions.join('\n');
    expect(questions).toContain('"รับสินค้าเข้าคลังและบันทึกข้อมูลในระบบ WMS"');
    expect(questions).toContain('"มีประสบการณ์งานคลังสินค้า 1 ปีขึ้นไป"');
    expect(questions).toContain('"ใช้โปรแกรม Excel ได้ดี"');
    expect(questions).not.toMatch(/เพศ|อายุ|ประกันสังคม|โบนัส|ยูนิฟอร์ม|นามสกุล|ส่งใบสมัคร|ขับรถส่งสินค้า|ใบขับขี่|สัปดาห์/);
  });

  it('reads the working time and the driving licence as work requirements', () => {
    const result = generateJob({ jobSpecMarkdown: PAGE, position: 'เจ้าหน้าที่คลังสินค้า' });
    const byTitle = Object.fromEntries(result.jobSpecWorkRequirements.map((w) => [w.title, w.question]));
    expect(Object.values(byTitle).join('\n')).toContain('ทำงาน 6 วัน/ สัปดาห์');
    expect(Object.values(byTitle).join('\n')).toContain('มีใบขับขี่');
    expect(result.workArrangementInfo.working_hours).toContain('6 วัน');
    expect(JSON.stringify(result.jobSpecWorkRequirements)).not.toContain('ท.2');
  });
});
