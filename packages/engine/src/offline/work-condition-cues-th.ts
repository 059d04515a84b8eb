import type { LanguageCues } from './work-condition-cues.ts';

// Cues of work conditions in Thai postings, joined to each topic's own cues (work-requirements.ts): the working time
// ('เวลาการทำงาน : ทำงาน 6 วัน/ สัปดาห์', 'เวลาทำงาน 08.00-17.00 น.', 'ทำงานวันจันทร์-ศุกร์') and a driving licence
// ('มีใบขับขี่'). Thai writes no spaces between words, and some topics' patterns are not Unicode-aware: no cue uses
// '\p{…}'.

export const THAI_CUES: LanguageCues = {
  hours: [
    '(?:^|\\s)(?:วัน)?เวลา(?:การ)?(?:ทำงาน|ปฏิบัติงาน)',
    'ทำงาน\\s*\\d\\s*วัน\\s*(?:/|ต่อ)\\s*สัปดาห์',
    'ทำงาน\\s*(?:ทุก)?วันจันทร์\\s*(?:-|–|ถึง)',
    '(?:^|\\s)(?:เข้า|ทำงานเป็น)กะ',
  ].join('|'),
  // 'มีใบขับขี่', 'มีใบอนุญาตขับขี่รถยนต์'.
  licence: 'ใบ(?:อนุญาต)?ขับขี่',
};
