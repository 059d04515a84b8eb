import { describe, expect, it } from 'vitest';
import { cvPhrasesFor } from './cv-phrases/index.ts';
import type { CvProfile } from './cv-profile.ts';
import { localisedPracticePairs } from './cv-qa-localised.ts';
import { role } from './test-fixtures.ts';

// A made-up French CV whose jobs list only their tools, and whose current job began before the degree's year.
const profile: CvProfile = {
  location: null,
  headline: null,
  summary: [],
  roles: [
    role({
      title: 'Analyste QA',
      organisation: 'Nordia',
      start: 'mars 2019',
      end: 'present',
      isCurrent: true,
      details: ['Jest, Postman, GitLab CI, Docker'],
    }),
    role({
      organisation: 'Boréal Logiciels',
      start: 'mai 2017',
      end: 'juin 2018',
      details: ['Jira, Confluence'],
    }),
  ],
  education: [
    { degree: 'Baccalauréat en génie logiciel', field: null, institution: 'Université Laval', year: '2020' },
  ],
  skills: ['Jest', 'Docker', 'Jira', 'GitLab CI'],
  hasSkillsSection: true,
  headedSections: { education: true, experience: true },
  projects: [],
  qualificationsAfterName: [],
  certifications: [],
  spokenLanguages: [],
  coursework: [],
  publications: [],
  achievements: [],
};

const answers = (): string[] =>
  localisedPracticePairs(profile, cvPhrasesFor('fr')!, 6).map((pair) => pair.answer);

describe('a job line that only names tools, in a French CV', () => {
  it('is told as their use, in the tense of the job, never pasted', () => {
    const told = answers().join('\n');
    expect(told).toContain("Dans ce poste, j'utilise Jest, Postman, GitLab CI et Docker.");
    expect(told).toContain("Dans ce poste, j'ai utilisé Jira et Confluence.");
    expect(told).toContain("Chez Nordia, j'utilise Jest, Postman, GitLab CI et Docker.");
    expect(told).not.toMatch(/(?:^|[.:] )Jest, Postman/m);
  });

  it('names an untitled job at its employer, and no job begun before the degree as coming after it', () => {
    const told = answers().join('\n');
    expect(told).toContain("J'ai travaillé comme Analyste QA chez Nordia et chez Boréal Logiciels.");
    expect(told).not.toContain('comme Boréal');
    expect(told).not.toContain('Ensuite');
  });
});
