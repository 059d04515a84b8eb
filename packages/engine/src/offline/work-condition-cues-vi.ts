import type { LanguageCues } from './work-condition-cues.ts';

// Cues of work conditions in Vietnamese postings, joined to each topic's own cues (work-requirements.ts): a board's
// table rows ('Địa điểm làm việc: …', 'Hình thức làm việc: Toàn thời gian') and the same words in the ad's lines ('Làm
// việc tại Tp. HCM', 'Thời gian làm việc …'). Some topics' patterns are not Unicode-aware, so no cue uses '\p{…}'.

const PLACE_LABEL = '^(?:địa điểm(?: làm việc)?|nơi làm việc|khu vực(?: làm việc)?)';
// 'Làm việc tại Tp. HCM', 'Làm việc tại Biên Hoà': where the work is; not at home or at the office, which say how.
const WORKS_AT = '^làm việc tại (?!nhà(?:\\s|$)|văn phòng|công ty)';

export const VIETNAMESE_CUES: LanguageCues = {
  location: `${PLACE_LABEL}\\s*[:\\-–·]|${WORKS_AT}`,
  // 'Thời gian làm việc: 8h - 17h', 'Giờ làm việc …', 'làm ca', 'từ thứ 2 đến thứ 6': the hours and the shifts.
  hours: [
    '^(?:thời gian|giờ) làm việc',
    '(?:^|\\s)(?:làm|chia|theo) ca(?:\\s|$)',
    'từ thứ (?:2|hai) (?:đến|tới|-) (?:thứ (?:6|7|sáu|bảy)|chủ nhật)',
  ].join('|'),
  // 'Toàn thời gian cố định', 'Bán thời gian', 'Thời vụ', a 'Hình thức làm việc:' row: the engagement.
  contract:
    '^(?:hình thức|loại hình) (?:làm việc|công việc)\\s*[:\\-–·]|toàn thời gian|bán thời gian|thời vụ',
};

/** The place a Vietnamese place row or line gives ('Địa điểm làm việc: Tp Hồ Chí Minh', 'Làm việc tại Tp. HCM'). */
export const PLACE_ROW_VI = new RegExp(`(?:${PLACE_LABEL}\\s*[:\\-–·]|${WORKS_AT})\\s*(.+)$`, 'iu');
