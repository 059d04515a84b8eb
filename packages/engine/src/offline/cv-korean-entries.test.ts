import { describe, expect, it } from 'vitest';
import { firstPerson } from './cv-first-person.ts';
import { readCvProfile } from './cv-profile.ts';
import { headingKind } from './cv-vocabulary.ts';
import { runOn } from './phrasing.ts';

// Made-up Korean résumés of the kind round 31's WeasyPrint CV showed: headings as plain lines, posts as 'Title,
// Employer (YYYY-MM-현재)' rows, degrees as 'Field 박사, School' rows, a fellowship under a results heading, and a
// bullet opening on a lab's English name.

const cv = [
  '# 이민서 (Minseo Lee)',
  '데이터 엔지니어, 한빛 주식회사',
  '핵심 역량',
  '도구: Python, SQL, Airflow',
  '경력사항',
  '데이터 엔지니어, 한빛 주식회사 (2023-03-재직중)',
  '- 배치 파이프라인 설계 및 운영.',
  '강사, 바다대학교 컴퓨터공학과 (2020-09-2023-02)',
  '- Data Systems Lab에서 데이터베이스 강의 진행.',
  '학력',
  '컴퓨터공학 석사, 바다대학교',
  '통계학 학사, 산들대학교',
  '주요 학술지 논문',
  'Streaming joins at scale, Journal of Data Systems (2022)',
  '수상 및 장학',
  '장학/펠로우십: 우수 박사 펠로우십 (2019)',
].join('\n\n');

describe('Korean CV entries (issue 13, round 31)', () => {
  it('knows Korean headings as plain lines, with a word for "key" before them', () => {
    expect(headingKind('핵심 역량')).toBe('skills');
    expect(headingKind('주요 프로젝트')).toBe('projects');
    expect(headingKind('주요 학술지 논문')).toBe('publications');
    expect(headingKind('이력')).toBe('experience');
    expect(headingKind('수상 및 장학')).toBe('other');
  });

  it('reads "Title, Employer (YYYY-MM-현재)" rows with their dates, and a Korean title word', () => {
    const roles = readCvProfile(cv).roles.map((role) => [
      role.title,
      role.organisation,
      role.start,
      role.end,
      role.isCurrent,
    ]);
    expect(roles).toEqual([
      ['데이터 엔지니어', '한빛 주식회사', '03/2023', 'present', true],
      ['강사', '바다대학교 컴퓨터공학과', '09/2020', '02/2023', false],
    ]);
  });

  it('reads a range of two year-month dates joined by a hyphen in any language', () => {
    const english = readCvProfile(
      [
        '# Jo Park',
        '## Experience',
        'Optical Engineer, Lumen Corp (2019-05-2021-08)',
        '- Designed lenses.',
      ].join('\n\n'),
    ).roles.map((role) => [role.title, role.organisation, role.start, role.end]);
    expect(english).toEqual([['Optical Engineer', 'Lumen Corp', '05/2019', '08/2021']]);
  });

  it('reads "Field 석사, School" rows as degrees and a fellowship row as no degree', () => {
    const education = readCvProfile(cv).education.map((entry) => [entry.degree, entry.institution]);
    expect(education).toEqual([
      ['컴퓨터공학 석사', '바다대학교'],
      ['통계학 학사', '산들대학교'],
    ]);
    // The fellowship's row in an education section of its own is no degree either.
    const alone = readCvProfile(
      ['# Jo Park', '## Education', 'MSc Physics, Lumen University', 'Global PhD Fellowship (2019)'].join(
        '\n\n',
      ),
    ).education.map((entry) => entry.degree);
    expect(alone).toEqual(['MSc']);
  });

  it("takes no skills from a listed paper's topic and journal", () => {
    const skills = readCvProfile(
      [
        '# Jo Park',
        '## Skills',
        'Python, MATLAB',
        '## Publications',
        'Fast angular spectrum propagation for lensless cameras, Optics Express (2024)',
      ].join('\n\n'),
    ).skills;
    expect(skills).toEqual(['Python', 'MATLAB']);
  });

  it('keeps a name opening a Korean bullet as written', () => {
    expect(firstPerson('Imaging Systems Lab에서 렌즈 설계 연구.', false)).toBe(
      'Imaging Systems Lab에서 렌즈 설계 연구.',
    );
    expect(runOn('Samsung에서 센서 개발')).toBe('Samsung에서 센서 개발');
    // A line in Latin letters alone keeps the usual reading.
    expect(runOn('Imaging the retina')).toBe('imaging the retina');
  });
});
