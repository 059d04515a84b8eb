import type { CvSectionKind } from './cv-vocabulary.ts';

// The words of CVs written in Vietnamese (issue 13): their section headings, open ends, degrees and schools. Their
// letters with tone marks are outside ASCII, so a word's end here is the next character not being a letter.

const NOT_LETTER_BEFORE = '(?<![a-zà-ỹđ])';
const NOT_LETTER_AFTER = '(?![a-zà-ỹđ])';

/**
 * Section headings of Vietnamese CVs ('Kinh nghiệm làm việc', 'Học vấn', 'Kỹ năng', 'Dự án', 'Chứng chỉ', 'Mục tiêu
 * nghề nghiệp'), matched on the lower-cased heading as cv-vocabulary.ts reads it.
 */
export const VIETNAMESE_HEADINGS: [CvSectionKind, RegExp][] = [
  ['summary', /^(?:mục tiêu(?: nghề nghiệp)?|giới thiệu(?: bản thân)?|tóm tắt(?: bản thân)?|tổng quan)$/],
  ['experience', /^(?:kinh nghiệm(?: làm việc| chuyên môn)?|quá trình (?:làm việc|công tác))$/],
  ['education', /^(?:học vấn|trình độ học vấn|quá trình học tập|đào tạo)$/],
  ['skills', /^(?:kỹ năng|kĩ năng)(?: chuyên môn| mềm| khác)?$/],
  ['projects', /^dự án(?: cá nhân| tiêu biểu)?$/],
  ['certifications', /^(?:chứng chỉ|bằng cấp)(?: (?:và|&) (?:chứng chỉ|giải thưởng))?$/],
  ['publications', /^(?:công trình nghiên cứu|bài báo khoa học)$/],
  [
    'other',
    /^(?:thông tin (?:cá nhân|liên hệ|thêm)|liên hệ|sở thích|ngoại ngữ|ngôn ngữ|giải thưởng|danh hiệu|hoạt động(?: ngoại khóa)?|người tham chiếu)$/,
  ],
];

/** A range's open end: 'hiện tại' (present), 'hiện nay', 'đến nay' (until now). */
export const VIETNAMESE_OPEN_ENDS = `(?:đến )?hiện (?:tại|nay)${NOT_LETTER_AFTER}|đến nay${NOT_LETTER_AFTER}`;

/**
 * Degree words of Vietnamese CVs: 'Cử nhân' (a bachelor's), 'Thạc sĩ' (a master's), 'Tiến sĩ' (a doctorate), and the
 * engineer's degree 'Kỹ sư' where its field follows a dash ('Kỹ sư – Mạng Máy Tính'; 'Kỹ sư phần mềm' is a post).
 */
export const VIETNAMESE_DEGREE_WORDS = `${NOT_LETTER_BEFORE}(?:cử nhân|thạc sĩ|tiến sĩ|k[ỹĩ] sư(?=\\s+[–—-]\\s))${NOT_LETTER_AFTER}`;

/** School words of Vietnamese CVs: 'Trường Đại học Cần Thơ', 'Đại học Bách khoa', 'Học viện', 'Cao đẳng'. */
export const VIETNAMESE_SCHOOL_WORDS = `${NOT_LETTER_BEFORE}(?:đại học|học viện|cao đẳng)${NOT_LETTER_AFTER}`;
