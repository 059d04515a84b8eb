import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../text/stopwords.ts';
import { wordCount } from '../text/word-count.ts';
import { generateJob } from './generate-job.ts';
import { headingKind, parseSections } from './sections.ts';

// A made-up ad of the kind round 29 brought (issue 13): a Japanese 募集要項, fixed labels each over its value or
// before it on its line, which the engine read as English and asked nothing of. Asked in English quoting its lines.
const JAPANESE = [
  '# 募集要項',
  '【職種】倉庫内軽作業スタッフ',
  '雇用形態',
  'アルバイト',
  '給与',
  '時給1,200円〜',
  '勤務地：〒530-0001 大阪府大阪市北区梅田1-2-3 梅田倉庫3F',
  '■仕事内容',
  '入荷した商品の検品と棚への補充',
  '出荷伝票の確認および梱包作業',
  '応募資格',
  '20歳〜45歳',
  '週3日以上勤務できる方',
  '立ち仕事に抵抗のない方',
  'スマートフォンをお持ちの方',
  '※高校生不可',
  '歓迎条件',
  'フォークリフトの資格をお持ちの方',
  '勤務時間',
  '・8:30〜17:30 ・13:00〜22:00',
  '待遇・福利厚生',
  '交通費支給、正社員登用あり、制服貸与',
  '応募する',
].join('\n\n');

describe('Japanese job ads (issue 13, round 29 kind)', () => {
  it('knows Japanese by its kana, not a Chinese text by its Han characters', () => {
    expect(detectLanguage('倉庫での検品と梱包をお任せします。週3日から勤務できます。')).toBe('ja');
    expect(detectLanguage('负责仓库的检验和包装工作。')).not.toBe('ja');
  });

  it('reads the usual labels by kind, alone, in brackets, after a mark or before a full-width colon', () => {
    expect(headingKind('仕事内容')).toBe('responsibilities');
    expect(headingKind('【業務内容】')).toBe('responsibilities');
    expect(headingKind('■応募資格')).toBe('requirements');
    expect(headingKind('対象となる方')).toBe('requirements');
    expect(headingKind('必須条件')).toBe('requirements');
    expect(headingKind('歓迎条件')).toBe('nice_to_have');
    expect(headingKind('勤務地：')).toBe('terms');
    expect(headingKind('休日・休暇')).toBe('terms');
    expect(headingKind('雇用形態')).toBe('terms');
    expect(headingKind('給与')).toBe('benefits');
    expect(headingKind('待遇・福利厚生')).toBe('benefits');
    const kinds = parseSections(JAPANESE).map((section) => [section.heading, section.kind]);
    expect(kinds).toContainEqual(['勤務地', 'terms']);
    expect(kinds).toContainEqual(['仕事内容', 'responsibilities']);
  });

  it('counts the words of a line without spaces', () => {
    expect(wordCount('入荷した商品の検品と棚への補充')).toBeGreaterThanOrEqual(6);
    expect(wordCount('Excelでの集計')).toBe(3);
  });

  it('asks its duties, requirements and pluses in English quoting the lines, never the offer, an age or a button', () => {
    const result = generateJob({ jobSpecMarkdown: JAPANESE, position: '倉庫内軽作業スタッフ' });
    expect(result.languages).toEqual({ document: 'ja', mcq: 'en' });
    const questions = result.jobSpecsQuestions.join('\n');
    expect(questions).toContain('"入荷した商品の検品と棚への補充"');
    expect(questions).toContain('"出荷伝票の確認および梱包作業"');
    expect(questions).toContain('"立ち仕事に抵抗のない方"');
    expect(questions).toMatch(/plus[^\n]*"フォークリフトの資格をお持ちの方"/);
    expect(questions).not.toMatch(/歳|時給|交通費|正社員|応募する|※/);
    expect(result.jobSpecsQuestions.length).toBeGreaterThanOrEqual(8);
  });

  it('reads its terms as work requirements: the place, the hours, the contract, availability, equipment', () => {
    const result = generateJob({ jobSpecMarkdown: JAPANESE, position: '倉庫内軽作業スタッフ' });
    const asked = Object.fromEntries(
      result.jobSpecWorkRequirements.map((requirement) => [requirement.title, requirement.question]),
    );
    expect(asked['Location']).toContain('大阪府大阪市北区');
    expect(asked['Working hours']).toContain('"8:30〜17:30 ・13:00〜22:00"');
    expect(asked['Contract type']).toContain('アルバイト');
    expect(asked['Contract type']).not.toContain('正社員');
    expect(asked['Availability']).toContain('"週3日以上勤務できる方"');
    expect(asked['Own equipment']).toContain('"スマートフォンをお持ちの方"');
    expect(JSON.stringify(result.jobSpecWorkRequirements)).not.toMatch(/歳/);
    expect(result.workArrangementInfo.office_location).toBe('大阪府大阪市北区');
  });
});

describe('Japanese lines without spaces (issue 13, round 29 kind)', () => {
  it('asks every duty of a long list, each quote its own point though the English leads repeat', () => {
    const duties = [
      '店頭での商品の陳列と在庫の確認',
      'レジでの会計とお客様対応',
      '売場の清掃と衛生管理',
      '発注書の作成と納品の確認',
      '新人スタッフへの業務指導',
      'お客様からのお問い合わせへの電話対応',
    ];
    const markdown = [
      '# 募集要項',
      '仕事内容',
      duties.map((duty) => `・${duty}`).join(' '),
      '応募資格',
      '・販売経験1年以上',
      '・土日祝に勤務できる方',
    ].join('\n\n');
    const result = generateJob({ jobSpecMarkdown: markdown, position: '販売スタッフ' });
    const questions = result.jobSpecsQuestions.join('\n');
    for (const duty of duties) expect(questions).toContain(`"${duty}"`);
    expect(questions).toContain('"販売経験1年以上"');
    expect(questions).not.toContain('・');
    expect(result.jobSpecWorkRequirements.map((requirement) => requirement.question).join('\n')).toContain(
      '"土日祝に勤務できる方"',
    );
  });
});
