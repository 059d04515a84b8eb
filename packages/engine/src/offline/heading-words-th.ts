import type { SectionKind } from './sections.ts';

/**
 * Section headings of Thai postings, by the kind of section they head, matched as written (sections.ts headingKind):
 * taking accents off would take Thai's vowels and tone marks off its letters. Thai writes no spaces between words and
 * has no capitals: a heading is matched whole, its colon dropped.
 */
const THAI_HEADINGS: readonly [SectionKind, RegExp][] = [
  // 'จะพิจารณาเป็นพิเศษ', 'คุณสมบัติที่จะได้รับการพิจารณาเป็นพิเศษ': what would help.
  ['nice_to_have', /^(?:คุณสมบัติ(?:ที่|ที่จะ)?(?:ได้รับการ)?)?(?:จะ)?พิจารณาเป็นพิเศษ$/u],
  // 'วิธีการสมัคร', 'ช่องทางการสมัคร', 'กรอกแบบฟอร์มเพื่อสมัครงาน', 'ติดต่อสอบถาม', 'เอกสารประกอบการสมัคร': how to apply
  // and the application form, whose fields are never asked.
  [
    'process',
    /^(?:วิธี(?:การ)?สมัคร(?:งาน)?|ช่องทาง(?:การ)?สมัคร(?:งาน)?|(?:กรอก)?(?:แบบฟอร์ม|ใบสมัคร)(?:เพื่อ|ใน(?:การ)?)?(?:สมัครงาน|การสมัคร(?:งาน)?)?|สนใจสมัครงาน|สมัครงาน(?:ออนไลน์)?|ติดต่อ(?:สอบถาม|เรา)?|เอกสาร(?:ประกอบ|ใน)?(?:การ)?สมัคร(?:งาน)?)$/u,
  ],
  // 'สวัสดิการ', 'สวัสดิการและผลประโยชน์', 'เงินเดือน', 'ค่าตอบแทน': the offer and the pay, never asked.
  [
    'benefits',
    /^(?:สวัสดิการ(?:และ(?:ผลประโยชน์|ค่าตอบแทน))?(?:พนักงาน)?|ผลประโยชน์(?:ที่จะได้รับ)?|(?:อัตรา)?เงินเดือน|ค่าตอบแทน)$/u,
  ],
  // 'รายละเอียดการทำงาน', 'รายละเอียดงาน', 'หน้าที่ความรับผิดชอบ', 'ลักษณะงาน': the work.
  [
    'responsibilities',
    /^(?:รายละเอียด(?:การทำงาน|งาน|ตำแหน่ง(?:งาน)?)|หน้าที่(?:และ)?(?:ความรับผิดชอบ)?|ความรับผิดชอบ|ลักษณะ(?:การ)?งาน|ขอบเขต(?:การ)?งาน)$/u,
  ],
  // 'คุณสมบัติ', 'คุณสมบัติผู้สมัคร', 'คุณสมบัติที่ต้องการ': what the person must have.
  ['requirements', /^คุณสมบัติ(?:ของ)?(?:ผู้สมัคร(?:งาน)?|ที่ต้องการ|เบื้องต้น|ทั่วไป)?$/u],
  // 'สถานที่ปฏิบัติงาน', 'เวลาการทำงาน', 'วันเวลาทำงาน': the terms of the work.
  ['terms', /^(?:สถานที่(?:ปฏิบัติงาน|ทำงาน)|(?:วัน)?เวลา(?:การ)?(?:ทำงาน|ปฏิบัติงาน))$/u],
  // 'เกี่ยวกับเรา', 'เกี่ยวกับบริษัท': the employer.
  ['about', /^เกี่ยวกับ(?:เรา|บริษัท(?:ฯ)?)$/u],
];

/** The kind of a Thai heading ('คุณสมบัติ:'), or null. */
export function thaiHeadingKind(text: string): SectionKind | null {
  const label = text
    .replace(/^#{1,6}\s+/, '')
    .replace(/[*_]/g, '')
    .replace(/\s*[:：]\s*$/, '')
    .trim();
  if (!/^\p{Script=Thai}/u.test(label)) return null;
  return THAI_HEADINGS.find(([, pattern]) => pattern.test(label))?.[0] ?? null;
}
