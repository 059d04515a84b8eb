import { describe, expect, it } from 'vitest';
import { cvLanguage } from './cv-language.ts';
import { isContactOnlyLine, isStreetAddress } from './contact-data.ts';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';
import { headingKind } from './cv-vocabulary.ts';

// A made-up Chinese CV of the kind round 25 showed: numbered Chinese headings, a degree and a school written without
// spaces, an address and an icon-led contact line in the head. The headings, the address and the contact line were
// read as employers and the degree was missed.
const CV = [
  '# 李 四',
  '数据分析师',
  '上海市浦东新区',
  '📞 (+86) 139-0000-1111 | ✉ lisi@example.org | ~ LiSi',
  '## 一、教育经历',
  '统计学硕士 · 复旦大学',
  '2019-2022 · 上海',
  '## 二、工作经历',
  '数据分析师 · 星海科技有限公司',
  '2022.07-2024.03 · 上海',
  '- 使用 Python 和 SQL 搭建销售报表',
  '## 三、专业技能',
  '编程语言 Python, SQL, R',
  '外语 英语 (雅思 7.0)',
  '## 四、项目经历',
  '门店客流预测 · 复旦大学统计学院',
  '2021.03-2021.06 · 上海',
  '- 用 R 建立客流时间序列模型',
].join('\n\n');

describe('Chinese, Japanese and Korean CVs', () => {
  it('knows their section headings by their section, bare or numbered', () => {
    expect(
      ['1 教育背景', '二、工作经历', '3. 项目经验', '技能', '語言能力', '職務経歴', '학력', '자격증'].map(
        headingKind,
      ),
    ).toEqual([
      'education',
      'experience',
      'projects',
      'skills',
      'other',
      'experience',
      'education',
      'certifications',
    ]);
    expect(headingKind('数据结构与算法')).toBeNull();
  });

  it('reads an address and an icon-led contact line as no entry', () => {
    expect(isStreetAddress('上海市浦东新区')).toBe(true);
    expect(isStreetAddress('東京都渋谷区')).toBe(true);
    expect(isStreetAddress('서울특별시 강남구')).toBe(true);
    expect(isStreetAddress('星海科技有限公司')).toBe(false);
    expect(isContactOnlyLine('📞 (+86) 139-0000-1111 | ✉ lisi@example.org | ~ LiSi')).toBe(true);
    expect(isContactOnlyLine('Acme · Boston')).toBe(false);
  });

  it('reads the degree and school written without spaces, and no heading or address as an employer', () => {
    const profile = readCvProfile(CV);
    expect(profile.education.map((entry) => [entry.degree, entry.institution])).toEqual([
      ['统计学硕士', '复旦大学'],
    ]);
    expect(profile.roles.map((role) => [role.title, role.organisation, role.start])).toEqual([
      ['数据分析师', '星海科技有限公司', '2022.07'],
    ]);
    expect(profile.projects.map((project) => [project.name, project.year])).toEqual([
      ['门店客流预测', '2021.03 – 2021.06'],
    ]);
    const named = JSON.stringify(profile.roles);
    expect(named).not.toMatch(/浦东|教育|技能|英语|lisi@/);
  });

  it('is asked in English', () => {
    expect(cvLanguage(CV)).toBe('en');
    const admin = generateCvQa({ cvMarkdown: CV }).qa_admin_pairs.map((pair) => pair.question);
    expect(admin.join(' ')).not.toMatch(/does not list a degree/);
  });
});
