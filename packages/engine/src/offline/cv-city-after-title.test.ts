import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

// Issue 13, round 29: a US Word résumé heads each job 'Employer | Title City, ST: 2019 - Present' (the city glued to
// the title, the state after a comma) and lists certificates and projects, each with its year, under the degree in one
// 'Education & Certifications' section. The city was read into the title ('Senior Analyst Denver') and the degree
// took a project's year. Made-up CV.
const cv = [
  '# Dana Whitfield',
  '## Education, Licenses & Certifications',
  'Bachelor of Arts, Economics | Lakeshore State University',
  'Certified Scrum Master (Scrum Alliance: 2016); Certified Tableau Analyst (2018); Project 2021 - Loan Pricing Model',
  '## Professional Experience',
  'Northwind Partners - Harbor Bank | Senior Analyst Denver, CO: 2019 - Present',
  '- Built the pricing dashboards used by the lending desk',
  'Harbor Bank | Credit Officer II Salt Lake City, UT: 2015 - 2019',
  '- Reviewed commercial loan files for the regional office',
].join('\n\n');

describe("a US résumé's 'Employer | Title City, ST: years' rows and certificate rows under the degree", () => {
  const profile = readCvProfile(cv);

  it('reads the title without the city after it, its grade kept', () => {
    expect(profile.roles.map(({ title, organisation }) => [title, organisation])).toEqual([
      ['Senior Analyst', 'Northwind Partners - Harbor Bank'],
      ['Credit Officer II', 'Harbor Bank'],
    ]);
  });

  it("gives the degree no year from the certificates' row under it", () => {
    expect(profile.education).toEqual([
      expect.objectContaining({
        degree: 'Bachelor of Arts',
        institution: 'Lakeshore State University',
        year: null,
      }),
    ]);
  });
});
