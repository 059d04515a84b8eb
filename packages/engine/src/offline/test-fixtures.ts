import { readFileSync } from 'node:fs';
import type { CvProfile, CvRole } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';
import { generateJob } from './generate-job.ts';

const SHARED = new URL('../../../../fixtures/', import.meta.url);
const LOCAL = new URL('./__fixtures__/', import.meta.url);

/** A shared fixture's text twin (.md/.txt) by path under fixtures/ (the repository's own copies). */
export function fixtureText(path: string): string {
  return readFileSync(new URL(path, SHARED), 'utf8');
}

/** Text extracted from a shared PDF/DOCX fixture, kept in __fixtures__ (see SOURCES.md there). */
export function extractedFixture(name: string): string {
  return readFileSync(new URL(`${name}.txt`, LOCAL), 'utf8');
}

/** Markdown the document reader produced from a shared fixture, kept in __fixtures__ (see SOURCES.md there). */
export function readerFixture(name: string): string {
  return readFileSync(new URL(`${name}.md`, LOCAL), 'utf8');
}

/** Every job specification fixture as text, by name. */
export function jobFixtures(): Record<string, string> {
  return {
    sourcegraph_account_executive: fixtureText('jobs/sourcegraph_account_executive.md'),
    sourcegraph_customer_support_engineer: fixtureText('jobs/sourcegraph_customer_support_engineer.md'),
    sourcegraph_product_designer: fixtureText('jobs/sourcegraph_product_designer.md'),
    rm_ml_engineer_short: fixtureText('jobs/rm_ml_engineer_short.txt'),
    rm_bbva_front_end_es: extractedFixture('rm_bbva_front_end_es'),
    rm_bbva_intern_data_analytics_jobboard_es: extractedFixture('rm_bbva_intern_data_analytics_jobboard_es'),
    rm_billing_cum_logistics_manager: extractedFixture('rm_billing_cum_logistics_manager'),
    rm_director_of_engineering: extractedFixture('rm_director_of_engineering'),
    rm_java_developer_word2016: extractedFixture('rm_java_developer_word2016'),
    rm_primary_english_teacher: extractedFixture('rm_primary_english_teacher'),
  };
}

/** Every text a candidate reads from a CV's questions: the practice questions and answers, then the admin questions. */
export function cvTextsOf(cv: string): string {
  const qa = generateCvQa({ cvMarkdown: cv });
  return [
    ...qa.qa_pairs.flatMap((pair) => [pair.question, pair.answer]),
    ...qa.qa_admin_pairs.map((pair) => pair.question),
  ].join('\n');
}

/** A CV role with only the given fields set, for tests on made-up profiles. */
export const role = (fields: Partial<CvRole>): CvRole => ({
  title: null,
  organisation: null,
  start: null,
  end: null,
  isCurrent: false,
  details: [],
  ...fields,
});

/** A CV profile with only the given fields set (the rest empty), for tests on made-up profiles. */
export const profile = (fields: Partial<CvProfile>): CvProfile => ({
  location: null,
  headline: null,
  summary: [],
  roles: [],
  education: [],
  skills: [],
  hasSkillsSection: false,
  headedSections: { education: false, experience: false },
  projects: [],
  qualificationsAfterName: [],
  certifications: [],
  spokenLanguages: [],
  coursework: [],
  publications: [],
  achievements: [],
  ...fields,
});

/** The offline generation for a made-up posting's Markdown, with no culture document and an empty job form. */
export const generatedFromPosting = (markdown: string) =>
  generateJob({ jobSpecMarkdown: markdown, cultureMarkdown: null, position: null, company: null });

/** A made-up posting's work-requirement questions, one a line. */
export const workRequirementQuestionsOf = (markdown: string): string =>
  generatedFromPosting(markdown)
    .jobSpecWorkRequirements.map(({ question }) => question)
    .join('\n');
