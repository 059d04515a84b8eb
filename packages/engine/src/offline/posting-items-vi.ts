import { withoutAccents } from '../text/accents.ts';
import type { Section } from './sections.ts';

// Vietnamese posting lines, asked in English quoting the line whole as a Polish or Russian posting's are: what a line
// asks (a requirement told among the duties, a plus), what is never asked (the employer's own voice, a call to apply),
// and the board's table rows of the minimum experience and degree. '\b' is ASCII only, so every word here ends where
// no letter follows.

const END = String.raw`(?!\p{L})`;

/** 'Chúng tôi …', 'Công ty chúng tôi …', 'Tại đây bạn …': the employer speaking of itself. */
export const EMPLOYER_VOICE_VI = new RegExp(
  String.raw`^(?:chúng tôi|công ty (?:chúng tôi|sẽ|cam kết)|tại đây|đến với chúng tôi)${END}`,
  'iu',
);

/** 'Chúng tôi cần tuyển nhân viên có …': whom the employer seeks, with what the person has or is. */
export const SOUGHT_PERSON_VI =
  /^(?:chúng tôi |công ty )?(?:cần tuyển|đang tìm kiếm|tìm kiếm|tuyển)\s+((?:[^,.]){3,80}?,?\s(?:có|là người|biết)\s.{8,})$/iu;

// 'Ưu tiên ứng viên có …', '… là một lợi thế', '… được ưu tiên': a plus wherever it is listed.
const PLUS = new RegExp(
  String.raw`^ưu tiên${END}|(?<!\p{L})(?:là (?:một )?lợi thế|được ưu tiên)${END}`,
  'iu',
);

// 'Có kinh nghiệm …', 'Tốt nghiệp …', 'Kỹ năng …', 'Thành thạo …', 'Có chứng chỉ …': what the person must have or
// be, wherever it is listed. 'Hiểu rõ …', 'Nắm vững …', 'Nắm được quy trình …', 'Biết sử dụng …': what the person must
// know, a knowledge asked as one, not a task done (not 'Nắm bắt nhu cầu khách hàng', grasping a customer's needs, which
// is work).
const PERSON_WORDING = new RegExp(
  String.raw`^(?:(?:có|yêu cầu) )?(?:(?:ít nhất|tối thiểu|trên) )?(?:\d+ năm )?(?:kinh nghiệm|tốt nghiệp|bằng|chứng chỉ|trình độ|kỹ năng|khả năng|thành thạo|sử dụng thành thạo|am hiểu|hiểu rõ|hiểu biết|hiểu được|nắm vững|nắm được|nắm rõ|nắm chắc|biết (?:sử dụng|cách)|ngoại ngữ|tiếng anh|sức khỏe tốt)${END}`,
  'iu',
);

type ListKind = 'responsibilities' | 'requirements' | 'nice_to_have' | 'description';

/** What a line under a Vietnamese list heading asks, by its own wording; the list's kind when it does not say. */
export function itemKindVi(text: string, listed: ListKind): ListKind {
  if (PLUS.test(text)) return 'nice_to_have';
  if (listed === 'responsibilities' && PERSON_WORDING.test(text)) return 'requirements';
  return listed;
}

// 'Ứng tuyển', 'Nộp hồ sơ …', 'Gửi CV …', 'Liên hệ …', 'Tải mẫu …': the call to apply and the board's buttons.
const NEVER_ASKED = new RegExp(
  String.raw`^(?:ứng tuyển|nộp hồ sơ|gửi (?:cv|hồ sơ)|liên hệ|tải mẫu|hoặc)${END}`,
  'iu',
);

/** A Vietnamese line never asked: the call to apply, a board's button. */
export function isNeverAskedVi(text: string): boolean {
  return NEVER_ASKED.test(text);
}

// The board's table rows of what the post asks at least ('Kinh nghiệm tối thiểu: 1 năm', 'Bằng cấp tối thiểu: Trung
// cấp'), each its label over its value (sections.ts), and what else in the posting states the same.
const EXPERIENCE_ROW = /^kinh nghiem(?: toi thieu| yeu cau)?$/;
const DEGREE_ROW = /^(?:bang cap|trinh đo)(?: toi thieu| yeu cau| hoc van)?$/;
const STATES_EXPERIENCE = /(?<!\p{L})kinh nghiem(?!\p{L})/u;
const STATES_DEGREE =
  /(?<!\p{L})(?:tot nghiep|bang (?:cu nhan|đai hoc|cao đang|trung cap)|trinh đo)(?!\p{L})/u;
// 'Không yêu cầu', 'Chưa có kinh nghiệm': a row stating that nothing is asked.
const NOTHING_ASKED = /^(?:khong|chua)(?!\p{L})/u;

const plain = (text: string): string =>
  withoutAccents(text)
    .toLowerCase()
    .replace(/[:*#]+/g, '')
    .trim();

/**
 * A Vietnamese board's rows of the minimum experience and degree, asked as one line each ('Kinh nghiệm tối thiểu 1
 * năm'): the value alone ('1 năm', 'Trung cấp') names nothing. A row is left out where it states nothing asked ('Không
 * yêu cầu') or where a requirement of the ad already states the same ('Có ít nhất 03 năm kinh nghiệm …' over the
 * table's '3 năm'), which says it better.
 */
export function withTableRowsVi(sections: Section[]): Section[] {
  const rowOf = (section: Section): RegExp | null => {
    if (section.kind !== 'requirements' || !section.heading) return null;
    const label = plain(section.heading);
    return EXPERIENCE_ROW.test(label) ? STATES_EXPERIENCE : DEGREE_ROW.test(label) ? STATES_DEGREE : null;
  };
  // What the ad requires in its own lines, listed or told among the duties; not a plus ('Ưu tiên ứng viên có kinh
  // nghiệm …' asks no minimum).
  const stated = sections
    .filter((section) => rowOf(section) === null)
    .flatMap((section) =>
      section.items.filter(
        (item) =>
          !PLUS.test(item) &&
          (section.kind === 'requirements' ||
            (section.kind === 'responsibilities' && PERSON_WORDING.test(item))),
      ),
    )
    .map(plain);
  return sections.map((section) => {
    const states = rowOf(section);
    if (!states || section.items.length !== 1) return section;
    const value = section.items[0] ?? '';
    const isSaid = NOTHING_ASKED.test(plain(value)) || stated.some((line) => states.test(line));
    const label = section.heading?.replace(/[:*#]+/g, '').trim() ?? '';
    return { ...section, items: isSaid ? [] : [`${label} ${value}`] };
  });
}
