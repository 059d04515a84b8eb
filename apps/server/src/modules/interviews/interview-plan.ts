import {
  SESSION_ID_VARIABLE,
  widgetDynamicVariables,
  type AdminQaPair,
  type PlannedQuestion,
  type QaPair,
} from '@viva/contracts';
import type { JobPostingContent } from '../jobs/index.ts';

/** The newest CV's questions (spec part 2 §4.5: the most recently created CV is used). */
export type CvQuestions = { cvPath: string; qaPairs: QaPair[]; qaAdminPairs: AdminQaPair[] };

// How many questions of each kind one interview asks: a whole posting and CV can hold thirty or more, and a
// candidate's attention (and the agent's prompt) is better spent on fewer. The order is the interview's order:
// the role first, then the candidate's own history, the team, and the practical checks last.
const QUESTIONS_PER_KIND: [PlannedQuestion['question_type'], number][] = [
  ['job_spec', 4],
  ['cv', 3],
  ['culture', 2],
  ['work_requirement', 3],
  ['cv_admin', 2],
];
// Descriptions ride along as prompt context for the voice agent: long enough to ground it, short enough to afford.
const MAX_DESCRIPTION_CHARS = 6_000;

export type InterviewPlan = {
  questions: PlannedQuestion[];
  /** The widget's variables (spec names), flat strings, including the session id. */
  dynamicVariables: Record<string, string>;
};

/**
 * The questions an interview will ask, snapshotted at its start (grading later uses exactly these), and the voice
 * agent's variables describing the same questions.
 */
export function planInterview(input: {
  sessionId: string;
  candidate: { fullName: string | null; pseudonymousId: string };
  posting: JobPostingContent;
  cv: CvQuestions | null;
}): InterviewPlan {
  const { posting, cv } = input;
  const available: Record<PlannedQuestion['question_type'], PlannedQuestion[]> = {
    job_spec: posting.jobSpecsQuestions.map((question) => planned('job_spec', null, question)),
    cv: (cv?.qaPairs ?? []).map((pair) => ({
      ...planned('cv', null, pair.question),
      expected_answer: pair.answer,
    })),
    culture: posting.companyCultureQuestions.map((question) => planned('culture', null, question)),
    work_requirement: posting.workRequirements.map((item) =>
      planned('work_requirement', item.title, item.question),
    ),
    cv_admin: (cv?.qaAdminPairs ?? []).map((pair) => planned('cv_admin', pair.title, pair.question)),
  };
  const chosen = Object.fromEntries(
    QUESTIONS_PER_KIND.map(([kind, limit]) => [
      kind,
      available[kind].filter((item) => item.question.trim()).slice(0, limit),
    ]),
  ) as typeof available;
  const questions = QUESTIONS_PER_KIND.flatMap(([kind]) => chosen[kind]);

  const variables = widgetDynamicVariables({
    user_name: input.candidate.fullName,
    user_id: input.candidate.pseudonymousId,
    job_posting_id: posting.id,
    job_title: posting.position,
    company_name: posting.company,
    job_spec_questions: numbered(chosen.job_spec),
    culture_questions: numbered(chosen.culture),
    job_specs_work_requirement_questions: numbered(chosen.work_requirement),
    job_specs_description: truncate(posting.jobSpecsMarkdown),
    culture_description: truncate(posting.companyCultureMarkdown ?? ''),
    cv_questions: numbered(chosen.cv),
    cv_admin_questions: numbered(chosen.cv_admin),
  });
  return { questions, dynamicVariables: { ...variables, [SESSION_ID_VARIABLE]: input.sessionId } };
}

function planned(
  questionType: PlannedQuestion['question_type'],
  title: string | null,
  question: string,
): PlannedQuestion {
  return { question_type: questionType, question_title: title, question: question.trim() };
}

/** Lists flattened into text (the agent's variables are strings): '1. Title: question'. */
function numbered(questions: PlannedQuestion[]): string {
  return questions
    .map(
      (item, index) =>
        `${index + 1}. ${item.question_title ? `${item.question_title}: ` : ''}${item.question}`,
    )
    .join('\n');
}

function truncate(text: string): string {
  return text.length > MAX_DESCRIPTION_CHARS ? `${text.slice(0, MAX_DESCRIPTION_CHARS)}...` : text;
}
