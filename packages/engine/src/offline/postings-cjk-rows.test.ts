import { describe, expect, it } from 'vitest';
import { generateJob } from './generate-job.ts';
import { japaneseLines } from './heading-words-ja.ts';
import { headingKind, parseSections } from './sections.ts';
import { isWaived } from './waived-lines.ts';

// Made-up ads of the kinds round 31 brought (issue 13): a Japanese institute's 【label】 rows, each label set in a
// column of its own (the reader's '·' before its value), a row's value in several sentences, a row that says what it
// names is not required, the contract row followed by legal limits and a benefits row; and a Korean notice's
// 'label : value' rows.
const JAPANESE = [
  '# 株式会社青葉化学 研究開発職 募集',
  '【採用人数】 · 2名',
  '【勤務地】 · 神奈川県川崎市中原区新丸子町１２',
  '【勤務時間】 · 勤務時間 : ９：００–１７：３０',
  '休日 : 土・日曜日、祝日、１２月３０日〜１月３日は休日',
  '【応募資格】 · 化学系の修士号を取得した方、又は取得見込みの方を募集します。',
  '【実務における経験】 高分子材料の合成や評価に携わった経験がある方を特に歓迎します。分析機器の操作経験がある方を歓迎しますが、必須要件ではありません。チームで協力して実験計画を立てられる方を歓迎します。',
  '【契約期間】 · １年ごとの有期契約で、最長３年まで更新可能です。通算して５年を超えて更新することはできません。',
  '【その他の待遇】 通勤手当を支給、社会保険完備',
  '【選考方法】 書類選考の後、面接を行います ※面接は原則として対面で行います。詳細は面接の際にご案内します。',
  '青葉化学有期雇用職員就業規則 に基づき支給します。',
].join('\n\n');

const KOREAN = [
  '# 연구원 모집 공고',
  '분자생물학 연구실에서 박사후연구원을 모집합니다.',
  '채용방식 : 정규직',
  '근무지 : 대전광역시 유성구',
  '근무시간 : 09:00 ~ 18:00',
  '급여조건 : 연봉 4000만원 이상',
  '복리후생 : 4대 보험',
  '모집분야 : Molecular Biology, Genomics',
].join('\n\n');

describe('Japanese 【label】 rows (issue 13, round 31 kind)', () => {
  it("reads the value without the reader's separator, and any bracketed label as a label", () => {
    expect(japaneseLines('【勤務地】 · 神奈川県川崎市')).toEqual(['## 勤務地', '神奈川県川崎市']);
    expect(japaneseLines('【研究室の特色】 若手が多く、議論の活発な研究室です。')).toEqual([
      '## 研究室の特色',
      '若手が多く、議論の活発な研究室です。',
    ]);
    // A two-letter tag before a title is no label.
    expect(japaneseLines('【急募】研究補助スタッフ')).toBeNull();
    expect(headingKind('【その他の待遇】')).toBe('benefits');
    expect(headingKind('【実務における経験】')).toBe('requirements');
  });

  it("parts a row's value into its sentences", () => {
    const items = parseSections(JAPANESE).flatMap((section) => section.items);
    expect(items).toContain('高分子材料の合成や評価に携わった経験がある方を特に歓迎します。');
    expect(items).toContain('チームで協力して実験計画を立てられる方を歓迎します。');
  });

  it('waives a line that closes by saying what it names is not required', () => {
    expect(isWaived('分析機器の操作経験がある方を歓迎しますが、必須要件ではありません。')).toBe(true);
    expect(isWaived('学歴・経験不問')).toBe(true);
    expect(isWaived('有相关工作经验者优先，但不是必须的。')).toBe(true);
    expect(isWaived('영어 회화 능력은 필수는 아닙니다.')).toBe(true);
    expect(isWaived('分析機器の操作経験が必須です。')).toBe(false);
  });

  it('asks the rows without their labels, never a waived row, and quotes only the contract row as the contract', () => {
    const result = generateJob({ jobSpecMarkdown: JAPANESE, position: '研究開発職' });
    const questions = result.jobSpecsQuestions.join('\n');
    expect(questions).toContain('"高分子材料の合成や評価に携わった経験がある方を特に歓迎します。"');
    expect(questions).not.toMatch(/【|·|必須要件|詳細/);
    const asked = Object.fromEntries(
      result.jobSpecWorkRequirements.map((requirement) => [requirement.title, requirement.question]),
    );
    expect(asked['Contract type']).toContain('１年ごとの有期契約で、最長３年まで更新可能です。');
    expect(asked['Contract type']).not.toMatch(/できません|通勤|就業規則/);
    expect(asked['Working hours']).toContain('９：００–１７：３０');
    expect(asked['Working hours']).not.toContain('休日');
  });
});

describe("Korean 'label : value' rows (issue 13, round 31 kind)", () => {
  it('reads the engagement, the place and the hours rows as work requirements, not the pay or the field', () => {
    const result = generateJob({ jobSpecMarkdown: KOREAN, position: '박사후연구원' });
    const asked = Object.fromEntries(
      result.jobSpecWorkRequirements.map((requirement) => [requirement.title, requirement.question]),
    );
    expect(asked['Contract type']).toContain('채용방식 : 정규직');
    expect(asked['Working hours']).toContain('09:00 ~ 18:00');
    expect(JSON.stringify(asked)).toContain('대전광역시');
    expect(JSON.stringify(result.jobSpecWorkRequirements)).not.toMatch(/급여조건|복리후생|모집분야/);
  });
});
