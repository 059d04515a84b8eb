// Thai posting lines, asked in English quoting the line whole as a Hebrew or Vietnamese posting's are: what is never
// asked (a rule on the person's sex or age, the employer's own voice, how to apply and the application form's
// fields). Thai writes no spaces between words and '\b' is ASCII only: a pattern matches the words as written.

// 'บริษัทฯ เป็นผู้นำ …', 'เราคือ …', 'ทางบริษัทมีนโยบาย …': the employer speaking of itself.
export const EMPLOYER_VOICE_TH =
  /^(?:เรา(?:คือ|เป็น|มี|มุ่ง|พร้อม|กำลัง)|ทางบริษัท|บริษัท(?:ฯ|ของเรา)?\s*(?:เป็น|ก่อตั้ง|มุ่ง))/u;

// 'รับสมัครพนักงานที่มีประสบการณ์ด้าน …', 'ต้องการผู้ที่มีความรู้ …': whom the employer seeks, with what they have.
// Group 1 is the person and the rest, quoted as a requirement.
export const SOUGHT_PERSON_TH =
  /^(?:รับสมัคร|ต้องการ|กำลังมองหา)\s*((?:พนักงาน|ผู้|บุคคล|คน)\S*ที่(?:มี|สามารถ|จบ).{8,})$/u;

// 'เพศชาย อายุ 20 ปีขึ้นไป', 'อายุ 22-35 ปี', 'เพศหญิง': a rule on the person's sex or age, never asked.
const SEX_OR_AGE = /^(?:เพศ|อายุ\s*\d)|(?:^|\s)อายุ\s*(?:ระหว่าง\s*)?\d{2}(?:\s*[-–]\s*\d{2})?\s*ปี/u;
// 'ส่งใบสมัคร', 'สมัครได้ที่ …', 'ส่งประวัติ(ส่วนตัว)มาที่ …', 'ติดต่อคุณ …': how to apply, and the form's fields (its
// name and contact rows, the CV to attach).
const HOW_TO_APPLY =
  /^(?:ส่ง(?:ใบสมัคร|ประวัติ|เรซูเม่)|สมัคร(?:ได้|งาน)?(?:ที่|ทาง|ด้วยตนเอง)|สนใจ(?:สมัคร|ติดต่อ)|ติดต่อ(?:คุณ|ฝ่าย|สอบถาม)|(?:ชื่อ|นามสกุล|อีเมล์?|ที่อยู่|เบอร์(?:โทร(?:ศัพท์)?|ติดต่อ)|ประวัติส่วนตัว|เลือกตำแหน่ง|ตำแหน่งที่(?:ต้องการ|สมัคร)|เงินเดือนที่(?:คาดหวัง|ต้องการ)|วันที่สะดวก))/u;

/** A Thai line never asked: a rule on the person's sex or age, how to apply, a field of the application form. */
export function isNeverAskedTh(text: string): boolean {
  return SEX_OR_AGE.test(text) || HOW_TO_APPLY.test(text);
}
