import { JobGenerationSchema, type JobGeneration } from '@viva/contracts';
import type { JobDocuments, RunOptions } from '../engine.ts';
import { selectMcqGroups } from '../mcq/index.ts';
import { postingPositions } from '../text/posting-positions.ts';
import { detectLanguage, statedLanguage } from '../text/stopwords.ts';
import { withAlternativesJoined } from './alternative-lines.ts';
import { cleanMarkdown } from './clean-markdown.ts';
import { cultureQuestions } from './culture-questions.ts';
import { englishVersion } from './english-version.ts';
import { jobSpecQuestions } from './job-questions.ts';
import { parseSections } from './sections.ts';
import { withRoleDutiesInTurn } from './shared-duty-sections.ts';
import { withoutApplicationText } from './unaskable-lines.ts';
import { withoutTestimonials } from './testimonials.ts';
import { withOwnOpeningRow, withOwnRoleLine } from './own-role-line.ts';
import { withoutOtherPostings } from './page-furniture.ts';
import { formPostMarkdown } from './form-post.ts';
import { withoutWaivedLines } from './waived-lines.ts';
import { titlePlace } from './title-place.ts';
import { workArrangementInfo, workRequirements } from './work-requirements.ts';
import { isWritten } from './phrases/index.ts';

const NOT_READ = {
  office_location: null,
  working_hours: null,
  on_call_requirement: null,
  work_arrangement: null,
};

/** Spec part 1 §3: everything a job posting needs from its specification and optional culture document. */
export function generateJob(documents: JobDocuments, options: RunOptions = {}): JobGeneration {
  const report = (progress: number, message: string): void => {
    options.signal?.throwIfAborted();
    options.onProgress?.({ progress, message });
  };

  report(5, 'Reading the job specification');
  const jobSpecsMarkdown = cleanMarkdown(documents.jobSpecMarkdown);
  // A careers site's how-to-apply text is neither a duty nor a condition of the work, wherever the site puts it.
  // A page naming several roles a line each: only the line of the role the form names is the job's.
  // Two requirements parted by a bare 'OR' line are one either-or requirement.
  // A bilingual ad is read in its English version: the engine's questions are English. A line that waives what it
  // names ('previous experience is not a requirement') asks nothing, nor does a member of staff quoted on the page. A
  // job board's list of other postings beside the ad ('Similar jobs') is other roles' work. A document of several
  // roles' duties after the duties they all share has each role's duties asked in turn. A page printing several posts
  // one after another is read in the post the form names.
  const postMarkdown = formPostMarkdown(jobSpecsMarkdown, documents.position);
  const readable = withoutOtherPostings(englishVersion(postMarkdown));
  const sections = withOwnOpeningRow(
    withOwnRoleLine(
      withoutWaivedLines(
        withoutTestimonials(
          withoutApplicationText(withAlternativesJoined(withRoleDutiesInTurn(parseSections(readable)))),
        ),
      ),
      documents.position,
    ),
    documents.position,
  );
  const language = detectLanguage(readable);

  report(25, 'Writing screening questions from the responsibilities and requirements');
  const form = {
    position: documents.position ?? null,
    company: documents.company ?? null,
    positions: postingPositions(postMarkdown).map(({ name }) => name),
  };
  const jobSpecsQuestions = jobSpecQuestions(sections, language, form);

  report(45, 'Reading the company culture document');
  const companyCultureMarkdown = documents.cultureMarkdown?.trim()
    ? cleanMarkdown(documents.cultureMarkdown)
    : null;
  const companyCultureQuestions = cultureQuestions(companyCultureMarkdown, form.company);

  report(60, 'Finding location, hours and other work requirements');
  // A posting in a language the engine does not read gets no conditions read from it: they would be guesses. Its
  // questions are English questions on the position the recruiter typed.
  const arrangement = isWritten(language) ? workArrangementInfo(sections, titlePlace(readable)) : NOT_READ;
  const jobSpecWorkRequirements = workRequirements(sections, language, arrangement);

  report(80, 'Choosing multiple-choice questions for the competencies the role asks for');
  const mcqQuestions = selectMcqGroups({ markdown: postMarkdown, position: form.position });

  const result = JobGenerationSchema.parse({
    jobSpecsMarkdown,
    companyCultureMarkdown,
    jobSpecsQuestions,
    companyCultureQuestions,
    jobSpecWorkRequirements,
    workArrangementInfo: arrangement,
    mcqQuestions,
    // The bank is English: a posting in another language gets English MCQ, and says so (any ISO 639-1 code); one in a
    // script the engine reads no language of is named by its script's language, never as English.
    languages: { document: statedLanguage(readable, language), mcq: 'en' },
  });
  report(100, 'Job questions ready');
  return result;
}
