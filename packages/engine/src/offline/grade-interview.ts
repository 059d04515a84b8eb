import {
  GradingSchema,
  type Grading,
  type PlannedQuestion,
  type ProcessedQuestion,
  type TranscriptEntry,
} from '@viva/contracts';
import type { RunOptions } from '../engine.ts';
import { answerSignals, CONFIRMATION_TYPES, isClearConfirmation } from '../grading/answer-signals.ts';
import { pickEvidence } from '../grading/evidence.ts';
import { countFillerWords } from '../text/fillers.ts';
import { coverage } from '../text/similarity.ts';
import { contentTermSet } from '../text/terms.ts';
import { listPhrase } from './phrasing.ts';

/** Named in every grading it produces; raise it whenever the scoring rules below change. */
export const OFFLINE_GRADER_VERSION = 'offline-grader-2';

// An agent turn asks a planned question when it carries this share of the question's content terms
// (interviewers rephrase, so not all of them).
const MIN_QUESTION_MATCH = 0.35;
// Open answers reach full marks for length at this many words; yes/no confirmations much sooner.
const FULL_LENGTH_WORDS = 60;
const FULL_LENGTH_CONFIRMATION = 12;

type Match = { questionIndex: number; turnIndex: number };

// Grading runs beside a server's requests: it hands the event loop back after every turn it reads and every
// answer it scores, so no request waits behind a whole interview's grading.
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Pairs each planned question with the agent turn that asked it: best matches first, each turn used once. */
async function matchQuestions(transcript: TranscriptEntry[], questions: PlannedQuestion[]): Promise<Match[]> {
  const candidates: (Match & { score: number })[] = [];
  // Each agent turn is read once, not once per question: reading is most of the grading's time.
  const agentTurns: { turnIndex: number; terms: Set<string> }[] = [];
  for (const [turnIndex, entry] of transcript.entries()) {
    if (entry.role !== 'agent') continue;
    agentTurns.push({ turnIndex, terms: contentTermSet(entry.message) });
    await yieldToEventLoop();
  }
  questions.forEach((question, questionIndex) => {
    const terms = contentTermSet(question.question);
    for (const turn of agentTurns) {
      const score = coverage(turn.terms, terms);
      if (score >= MIN_QUESTION_MATCH) candidates.push({ questionIndex, turnIndex: turn.turnIndex, score });
    }
  });
  candidates.sort((first, second) => second.score - first.score || first.turnIndex - second.turnIndex);
  const matches: Match[] = [];
  for (const candidate of candidates) {
    const isTaken = matches.some(
      (match) => match.questionIndex === candidate.questionIndex || match.turnIndex === candidate.turnIndex,
    );
    if (!isTaken) matches.push(candidate);
  }
  return matches;
}

/** The candidate's turns after the asking turn, up to the turn that asks the next planned question. */
function answerEntriesAfter(
  transcript: TranscriptEntry[],
  turnIndex: number,
  askingTurns: Set<number>,
): TranscriptEntry[] {
  const entries: TranscriptEntry[] = [];
  for (let index = turnIndex + 1; index < transcript.length && !askingTurns.has(index); index += 1) {
    const entry = transcript[index];
    if (entry?.role === 'user' && entry.message.trim()) entries.push(entry);
  }
  return entries;
}

function gradeAnswer(question: PlannedQuestion, answer: string): { score: number; justification: string } {
  const { words, figures, skills, examples } = answerSignals(answer);
  const answerTerms = contentTermSet(answer);
  const questionTerms = contentTermSet(question.question);
  const expectedTerms = contentTermSet(question.expected_answer ?? '');
  const questionCoverage = coverage(answerTerms, questionTerms);
  const expectedCoverage = expectedTerms.size > 0 ? coverage(answerTerms, expectedTerms) : null;
  const fillers = countFillerWords(answer).total_count;

  const evidence: string[] = [`${words} words`];
  if (figures > 0) evidence.push(`${figures} figure${figures === 1 ? '' : 's'}`);
  if (skills.length > 0) evidence.push(`named ${listPhrase(skills.slice(0, 4))}`);
  if (examples > 0) evidence.push(`${examples} concrete example${examples === 1 ? '' : 's'} of own actions`);
  const relevance =
    expectedCoverage === null
      ? `uses ${Math.round(questionCoverage * 100)}% of the question's key terms`
      : `uses ${Math.round(questionCoverage * 100)}% of the question's key terms and ${Math.round(expectedCoverage * 100)}% of the expected answer's`;
  const fillerNote = words > 0 && fillers / words > 0.08 ? `; ${fillers} filler words weaken it` : '';

  let score: number;
  if (CONFIRMATION_TYPES.has(question.question_type)) {
    // A work requirement or CV check wants a clear confirmation, with specifics (dates, places) a bonus.
    const isClear = isClearConfirmation(answer);
    const length = Math.min(words / FULL_LENGTH_CONFIRMATION, 1);
    score = (isClear ? 6 : 3) + 2 * length + Math.min(figures + skills.length, 2);
    evidence.unshift(isClear ? 'gives a clear confirmation' : 'gives no clear yes or no');
  } else {
    const length = Math.min(words / FULL_LENGTH_WORDS, 1);
    const specificity = Math.min((figures + skills.length + examples) / 4, 1);
    const topical = Math.min(questionCoverage / 0.5, 1);
    const match =
      expectedCoverage === null ? topical : 0.5 * topical + 0.5 * Math.min(expectedCoverage / 0.5, 1);
    score = 10 * (0.3 * length + 0.3 * specificity + 0.4 * match);
  }
  if (fillerNote) score -= 1;
  const rounded = Math.round(Math.max(0, Math.min(10, score)) * 10) / 10;
  return { score: rounded, justification: `Answer ${listPhrase(evidence)}; ${relevance}${fillerNote}.` };
}

/** Grades an interview transcript against its planned questions (spec part 1 §3 processed_questions). */
export async function gradeInterview(
  input: { transcript: TranscriptEntry[]; questions: PlannedQuestion[] },
  options: RunOptions = {},
): Promise<Grading> {
  const { transcript, questions } = input;
  options.onProgress?.({ progress: 10, message: 'Finding each question in the transcript' });
  const matches = await matchQuestions(transcript, questions);
  const askingTurns = new Set(matches.map((match) => match.turnIndex));
  options.signal?.throwIfAborted();
  options.onProgress?.({ progress: 50, message: 'Scoring the answers' });
  const processed: ProcessedQuestion[] = [];
  for (const [questionIndex, question] of questions.entries()) {
    const match = matches.find((candidate) => candidate.questionIndex === questionIndex);
    const entries = match ? answerEntriesAfter(transcript, match.turnIndex, askingTurns) : [];
    processed.push(gradeQuestion(question, match !== undefined, entries));
    options.signal?.throwIfAborted();
    await yieldToEventLoop();
  }
  const overall =
    processed.length > 0 ? processed.reduce((sum, item) => sum + item.score, 0) / processed.length : 0;
  const result = GradingSchema.parse({
    processed_questions: processed,
    overall_score: Math.round(overall * 10) / 10,
    engine: { kind: 'offline', version: OFFLINE_GRADER_VERSION },
  });
  options.onProgress?.({ progress: 100, message: 'Interview graded' });
  return result;
}

function gradeQuestion(
  question: PlannedQuestion,
  wasAsked: boolean,
  entries: TranscriptEntry[],
): ProcessedQuestion {
  const answer = entries.length > 0 ? entries.map((entry) => entry.message.trim()).join(' ') : null;
  const base = {
    question_type: question.question_type,
    question_title: question.question_title,
    question: question.question,
  };
  if (!answer) {
    return {
      ...base,
      user_answer: null,
      score: 0,
      justification: wasAsked
        ? 'The question was asked but the candidate did not answer it.'
        : 'The question was not asked in this interview.',
      evidence: [],
      filler_words: { total_count: 0, breakdown: {} },
    };
  }
  return {
    ...base,
    user_answer: answer,
    ...gradeAnswer(question, answer),
    evidence: pickEvidence(entries),
    filler_words: countFillerWords(answer),
  };
}
