import type { PlannedQuestion } from '@viva/contracts';
import {
  answerSignals,
  CONFIRMATION_TYPES,
  isClearConfirmation,
  roughWordCount,
  specificCount,
} from './answer-signals.ts';

// Below this many words an open answer is thin whatever it says; below the second, thin unless it has detail.
const TOO_SHORT_WORDS = 12;
const SHORT_WITHOUT_DETAIL_WORDS = 40;
// A confirmation that is not a plain yes or no needs at least this much explanation.
const UNCLEAR_CONFIRMATION_WORDS = 8;

/**
 * Whether an answer is too thin to grade fairly and deserves one follow-up: an open question answered in a few
 * words or without any specifics (figures, named tools, own examples); a yes/no question answered with neither.
 */
export function isThinAnswer(question: PlannedQuestion, answer: string): boolean {
  // Counted roughly first: only a middling answer needs the closer (and slower) reading for specifics.
  const words = roughWordCount(answer);
  if (CONFIRMATION_TYPES.has(question.question_type)) {
    return !isClearConfirmation(answer) && words < UNCLEAR_CONFIRMATION_WORDS;
  }
  if (words < TOO_SHORT_WORDS) return true;
  if (words >= SHORT_WITHOUT_DETAIL_WORDS) return false;
  const signals = answerSignals(answer);
  return signals.words < SHORT_WITHOUT_DETAIL_WORDS && specificCount(signals) === 0;
}

const PROBES: Record<PlannedQuestion['question_type'], string> = {
  job_spec:
    'Could you give me a specific example from your own work: what you did yourself, which tools you used, and what the result was?',
  culture:
    'Could you tell me about one particular situation: what happened, what you did, and what changed afterwards?',
  cv: 'Could you add some detail: when that was, what your own part in it was, and what came of it?',
  work_requirement:
    'Just to be sure I understand: is that a yes or a no, and is there anything the hiring team should know about it?',
  cv_admin:
    'Just to be sure I understand: can you confirm that plainly, with any dates or details that go with it?',
};

/** The offline interviewer's follow-up: one fixed probe per kind of question, asking for what was missing. */
export function offlineProbe(question: PlannedQuestion): string {
  return PROBES[question.question_type];
}
