import { CvQaSchema, type CvQa, type QaPair } from '@viva/contracts';
import type { CvQaInput, RunOptions } from '../engine.ts';
import { withDegreesUnderWay } from './cv-degrees-under-way.ts';
import { dropNearDuplicates } from '../text/similarity.ts';
import { adminPairs } from './cv-admin-pairs.ts';
import { achievementPair, careerPairs, leadershipPair } from './cv-career-pairs.ts';
import { withDatesInEnglish } from './cv-english-dates.ts';
import { cvLanguage } from './cv-language.ts';
import { englishCvHalf } from './english-version.ts';
import { headingKind } from './cv-vocabulary.ts';
import { readCvProfile, type CvProfile, type CvRole } from './cv-profile.ts';
import { researchInterestsPair } from './cv-research-interests.ts';
import { cvPhrasesFor } from './cv-phrases/index.ts';
import { localisedAdminPairs, localisedPracticePairs } from './cv-qa-localised.ts';
import { askedRoles, detailPairs, MAX_ROLE_QUESTIONS, rolePairs } from './cv-role-pairs.ts';
import {
  certificationListPair,
  certificationPair,
  MAX_PROJECT_QUESTIONS,
  projectPairs,
  skillsContextPair,
  skillsPair,
} from './cv-skill-and-project-pairs.ts';
import { educationPair, publicationsPair, studiesPair } from './cv-study-pairs.ts';
import { aboutYourself, goalPair, headlinePair, strengthPair } from './cv-summary-pairs.ts';
import { withDateFieldsInBrackets, withSingleFullStops } from './phrasing.ts';

export { firstPerson } from './cv-first-person.ts';

// Spec: at least six practice pairs for a CV with a work history.
const MIN_PRACTICE_PAIRS = 6;
const ONE_POST_MORE_LINES = 2;

/** Practice questions with first-person sample answers written only from the CV's own words and facts. */
function practicePairs(profile: CvProfile): QaPair[] {
  const usable = (pair: QaPair | null): pair is QaPair => pair !== null && pair.answer.trim().length > 0;
  const hasCareerPairs = rolePairs(profile).length < MAX_ROLE_QUESTIONS;
  // One question per job: the result and the leadership questions go to jobs no other question asks about. A CV with
  // one post has no other: they ask it, on lines its answer left out.
  const asked = profile.roles.length === 1 ? new Set<CvRole>() : askedRoles(profile);
  const achievement = achievementPair(profile, asked);
  const pairs = [
    aboutYourself(profile),
    ...rolePairs(profile),
    ...(hasCareerPairs ? careerPairs(profile) : []),
    achievement?.pair ?? null,
    leadershipPair(profile, achievement?.role ? new Set([...asked, achievement.role]) : asked),
    skillsPair(profile),
    educationPair(profile),
    ...projectPairs(profile),
    certificationPair(profile),
    goalPair(profile),
  ].filter(usable);
  const chosen = dropNearDuplicates(pairs, (pair) => pair.answer, 0.8);
  if (chosen.length >= MIN_PRACTICE_PAIRS) return chosen;
  // Too few for practice: the further jobs, the moves between jobs, the lines the job answers left out, the further
  // projects and works, then the profile's headline and how the studies led into the jobs (thin profiles that list
  // jobs without describing them), and last the certifications no post shows, named.
  const more = [
    ...rolePairs(profile, MAX_ROLE_QUESTIONS, Infinity),
    ...(hasCareerPairs ? [] : careerPairs(profile)),
    ...detailPairs(profile),
    ...projectPairs(profile, MAX_PROJECT_QUESTIONS, Infinity),
    headlinePair(profile),
    strengthPair(profile),
    studiesPair(profile),
    publicationsPair(profile),
    skillsContextPair(profile),
    researchInterestsPair(profile),
    certificationListPair(profile),
  ].filter(usable);
  const padded = dropNearDuplicates([...chosen, ...more], (pair) => pair.answer, 0.8).slice(
    0,
    Math.max(chosen.length, MIN_PRACTICE_PAIRS),
  );
  if (profile.roles.length !== 1) return padded;
  // A CV with one post told at length: its lines are all the stories it has, and six pairs spent mostly on its skills
  // and certificates leave them untold; up to two more of them are asked.
  const untold = dropNearDuplicates([...padded, ...detailPairs(profile)], (pair) => pair.answer, 0.8).slice(
    padded.length,
  );
  return [...padded, ...untold.slice(0, ONE_POST_MORE_LINES)];
}

/** Spec part 2 §3: practice Q&A and verification questions from a CV. */
export function generateCvQa(input: CvQaInput, options: RunOptions = {}): CvQa {
  options.onProgress?.({ progress: 10, message: 'Reading the CV: roles, education and skills' });
  // A CV written twice, in English and another language, is read in its English half: each post told once.
  const cvMarkdown = englishCvHalf(input.cvMarkdown, headingKind);
  const read = readCvProfile(cvMarkdown);
  const profile = { ...read, education: withDegreesUnderWay(read.education, input.readOn ?? new Date()) };
  options.signal?.throwIfAborted();
  options.onProgress?.({ progress: 60, message: 'Writing practice answers from the CV' });
  // A CV in Spanish, French, Italian, German, Portuguese, Polish or Dutch is asked and answered in its language: its own lines are the answers' words.
  const phrases = cvPhrasesFor(cvLanguage(cvMarkdown), cvMarkdown);
  // Asked in English: an Arabic or Greek CV's months are named in English ('from May 2024').
  const inEnglish = withDatesInEnglish(profile);
  const generated = phrases
    ? {
        qa_pairs: localisedPracticePairs(profile, phrases, MIN_PRACTICE_PAIRS),
        qa_admin_pairs: localisedAdminPairs(profile, phrases),
      }
    : { qa_pairs: practicePairs(inEnglish), qa_admin_pairs: adminPairs(inEnglish) };
  const result = CvQaSchema.parse({
    qa_pairs: generated.qa_pairs.map((pair) => ({
      ...pair,
      question: withSingleFullStops(pair.question),
      answer: withSingleFullStops(withDateFieldsInBrackets(pair.answer)),
    })),
    qa_admin_pairs: generated.qa_admin_pairs.map((pair) => ({
      ...pair,
      question: withSingleFullStops(pair.question),
    })),
  });
  options.onProgress?.({ progress: 100, message: 'CV questions ready' });
  return result;
}
