import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';

describe('timeline layouts (infographic CVs)', () => {
  const cv = [
    '# Sam Tester',
    'Data engineer who likes clean pipelines and quiet dashboards.',
    '## Experience and education',
    'Experience Events Education',
    '9/2006 Bachelor Studies',
    '3/2008 Exchange Semester',
    '7/2009 Working Student @NV',
    '4/2011 MSc Graduation',
    '5/2011 Data Engineer @ Orbital Freight',
    '2013 - 2016 Senior Data Engineer @NV',
    '6/2014 Master Thesis Award',
    '10/2017 PyData Conference',
    '@NV = Northvale Systems',
  ].join('\n');

  it('reads a dated line with an employer after @ as a job, the legend naming the short employer', () => {
    expect(
      readCvProfile(cv).roles.map((role) => [role.title, role.organisation, role.start, role.end]),
    ).toEqual([
      ['Senior Data Engineer', 'Northvale Systems', '2013', '2016'],
      ['Data Engineer', 'Orbital Freight', '5/2011', null],
      ['Working Student', 'Northvale Systems', '7/2009', null],
    ]);
  });

  it('reads events as degrees only where they name one, without their dates', () => {
    expect(readCvProfile(cv).education).toEqual([
      { degree: 'Bachelor', field: null, institution: null, year: null },
      { degree: 'MSc', field: null, institution: null, year: '2011' },
    ]);
  });

  it('leaves a lone date before an @ (an e-mail, a handle) alone', () => {
    const single = [
      'Experience',
      'Support Engineer, Acme Ltd',
      'Jan 2019 – Present',
      '2020 on call @ weekends',
    ].join('\n');
    const roles = readCvProfile(single).roles;
    expect(roles.map((role) => role.title)).not.toContain('on call');
    expect(roles.map((role) => role.organisation)).not.toContain('weekends');
  });

  it('asks about each move once, in its own words, and about no move to the same title at the same employer', () => {
    const moves = [
      '## Experience and education',
      '3/2008 Junior Analyst @Lakeside Bank',
      '5/2011 Data Engineer @ Orbital Freight',
      '2/2014 Data Engineer @ Orbital Freight',
      '6/2016 Lead Data Engineer @NV',
      '@NV = Northvale Systems',
    ].join('\n');
    const questions = generateCvQa({ cvMarkdown: moves })
      .qa_pairs.map((pair) => pair.question)
      .filter((question) => /\bfrom\b.*\bto\b/.test(question) && /Orbital Freight/.test(question));
    expect(questions).toHaveLength(2);
    expect(questions.join('\n')).not.toMatch(/from Data Engineer at Orbital Freight to Data Engineer/);
    expect(questions[0]?.slice(0, 20)).not.toBe(questions[1]?.slice(0, 20));
  });
});
