import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import {
  MCQ_LINK_GONE,
  MCQ_LINK_NOT_FOUND,
  MCQ_WRONG_USER,
  type GenerateMcqLinkResponse,
  type McqCompetencyGroup,
  type McqResponse,
  type McqSignalsRequest,
  type McqSubmitRequest,
  type McqSubmitResponse,
  type ValidationIssue,
} from '@viva/contracts';
import { mcqAnswerKey } from '@viva/engine';
import type { AuthenticatedUser } from '../../platform/auth/guards.ts';
import type { Db } from '../../platform/database/database.ts';
import { AppError, conflict, forbidden, notFound, unprocessable } from '../../platform/http/app-error.ts';
import type { Queue } from '../../platform/queue/index.ts';
import { sendEmail, type EmailDeps } from '../email/index.ts';
import { findJobPostingContent } from '../jobs/index.ts';
import { getSettings } from '../settings/index.ts';
import { mcqLinkEmail } from './mcq-link.email.ts';
import { MCQ_SCORE } from './mcq-scoring.jobs.ts';
import { assertCanRequestMcqLink } from './mcq.policy.ts';
import { toCandidateGroups } from './mcq.presenter.ts';
import {
  countAllSignals,
  expireAttempt,
  findAttemptByTokenHash,
  findCurrentAttempt,
  findUserIdByEmail,
  insertAttemptOnce,
  insertSignals,
  markStarted,
  OPEN_STATUSES,
  recordScoreJob,
  reopenUnqueuedSubmission,
  submitAttemptOnce,
  type AttemptWithPosting,
  type McqAttemptRow,
} from './mcq.queries.ts';

export type McqDeps = {
  db: Db;
  queue: Queue;
  /** The key that turns an attempt's seed into its link token (derived from the server's master secret). */
  linkKey: Buffer;
  email: EmailDeps;
};

const JOB_POSTING_NOT_FOUND = 'Job posting not found';
// A page that misbehaves (or a script) cannot fill the table: signals past this many per attempt are not stored.
const MAX_SIGNALS_PER_ATTEMPT = 500;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const tokenOf = (deps: McqDeps, seed: string) =>
  createHmac('sha256', deps.linkKey).update(seed).digest('base64url');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const isOpen = (attempt: McqAttemptRow) =>
  OPEN_STATUSES.includes(attempt.status) && attempt.expiresAt > new Date();

/**
 * spec part 1 §7 `POST /jobs/{id}/mcq/generate-link`: the candidate's link to the posting's assessment. One
 * current attempt per candidate and posting: asking again while it is unused (or under way) gives the same link;
 * a link that ran out is replaced; a finished assessment is not taken twice. A link asked for someone else is
 * emailed to them (again on every ask).
 */
export async function generateMcqLink(
  deps: McqDeps,
  viewer: AuthenticatedUser,
  jobPostingId: string,
  candidateEmail: string,
  origin: string,
): Promise<GenerateMcqLinkResponse> {
  const posting = await findJobPostingContent(deps.db, jobPostingId);
  if (!posting) throw notFound(JOB_POSTING_NOT_FOUND);
  const isOwnEmail = viewer.email.toLowerCase() === candidateEmail;
  assertCanRequestMcqLink(viewer, posting, isOwnEmail);
  const questions = snapshotQuestions(posting.mcqQuestions);
  if (questions.length === 0) throw conflict('This job has no MCQ questions.');

  let attempt = await currentOpenAttempt(deps, jobPostingId, candidateEmail);
  if (!attempt) {
    // The link lives as long as the recruiter's interview links (their setting, spec part 2 §2.9).
    const hoursOwner = isOwnEmail ? posting.createdBy : viewer.id;
    const hours = hoursOwner ? (await getSettings(deps.db, hoursOwner)).interview_link_expiration_hours : 72;
    const tokenSeed = randomBytes(32).toString('hex');
    attempt =
      (await insertAttemptOnce(deps.db, {
        jobPostingId,
        candidateEmail,
        userId: await findUserIdByEmail(deps.db, candidateEmail),
        requestedBy: viewer.id,
        tokenSeed,
        tokenHash: hashToken(tokenOf(deps, tokenSeed)),
        questions,
        expiresAt: new Date(Date.now() + hours * 3_600_000),
      })) ?? (await currentOpenAttempt(deps, jobPostingId, candidateEmail));
    // A concurrent request made one and it is already finished: nothing open to give.
    if (!attempt) throw conflict('This MCQ assessment has already been completed.');
  }
  const mcqUrl = `${origin}/mcq/${tokenOf(deps, attempt.tokenSeed)}`;
  const delivery = isOwnEmail
    ? null
    : await sendEmail(
        deps.email,
        mcqLinkEmail({
          to: candidateEmail,
          position: posting.position,
          company: posting.company,
          mcqUrl,
          expiresAt: attempt.expiresAt,
          createdBy: viewer.id,
        }),
      );
  return {
    mcq_url: mcqUrl,
    expires_at: attempt.expiresAt.toISOString(),
    email_sent: delivery?.emailSent ?? false,
  };
}

/** The candidate's open attempt; one whose link ran out is marked expired (and null returned). */
async function currentOpenAttempt(deps: McqDeps, jobPostingId: string, candidateEmail: string) {
  const current = await findCurrentAttempt(deps.db, jobPostingId, candidateEmail);
  if (!current) return null;
  if (isOpen(current)) return current;
  if (OPEN_STATUSES.includes(current.status)) {
    await expireAttempt(deps.db, current.id);
    return null;
  }
  throw conflict('This MCQ assessment has already been completed.');
}

/**
 * The posting's questions as this attempt will show them: one question per competency and level (the answer key,
 * spec part 2 §3), options in a random order of its own. Correct answers and explanations stay in the snapshot for
 * scoring; the presenter never sends them to the candidate.
 */
function snapshotQuestions(groups: readonly McqCompetencyGroup[]): McqCompetencyGroup[] {
  const keys = new Set<string>();
  return groups
    .map((group) => ({
      competency: group.competency,
      questions: group.questions
        .filter((question) => {
          const key = mcqAnswerKey(group.competency, question.skill_level);
          if (keys.has(key)) return false;
          keys.add(key);
          return true;
        })
        .map((question) => ({ ...question, options: shuffled(question.options) })),
    }))
    .filter((group) => group.questions.length > 0);
}

function shuffled<Item>(items: readonly Item[]): Item[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const swapIndex = randomInt(index + 1);
    [result[index], result[swapIndex]] = [result[swapIndex] as Item, result[index] as Item];
  }
  return result;
}

/** 404 for a token that matches nothing, 410 for a used or expired one (spec part 2 §8 'MCQ page'). */
async function requireOpenAttempt(deps: McqDeps, token: string): Promise<AttemptWithPosting> {
  const found = TOKEN_PATTERN.test(token) ? await findAttemptByTokenHash(deps.db, hashToken(token)) : null;
  if (!found) throw notFound(MCQ_LINK_NOT_FOUND);
  if (!isOpen(found.attempt)) throw new AppError(410, MCQ_LINK_GONE);
  return found;
}

const isCandidate = (viewer: AuthenticatedUser, attempt: McqAttemptRow) =>
  viewer.email.toLowerCase() === attempt.candidateEmail;

/**
 * spec part 2 §7 `GET /mcq/{token}`: anyone holding the link learns whom it is for (the page's authentication
 * step); the questions, without answers, go only to the user signed in with the link's email, and the first such
 * read starts the attempt.
 */
export async function openMcq(
  deps: McqDeps,
  viewer: AuthenticatedUser | null,
  token: string,
): Promise<McqResponse> {
  const { attempt, position, company } = await requireOpenAttempt(deps, token);
  const link = { candidate_email: attempt.candidateEmail, position, company };
  if (!viewer) return { access: 'sign_in_required', ...link };
  if (!isCandidate(viewer, attempt)) return { access: 'wrong_user', ...link };
  await markStarted(deps.db, attempt.id, viewer.id);
  return {
    access: 'granted',
    ...link,
    candidate_name: viewer.fullName,
    mcq_questions: toCandidateGroups(attempt.questions),
    expires_at: attempt.expiresAt.toISOString(),
  };
}

/** Integrity signals as they happen; only the candidate, only while the attempt is open. */
export async function recordMcqSignals(
  deps: McqDeps,
  viewer: AuthenticatedUser,
  token: string,
  request: McqSignalsRequest,
): Promise<void> {
  const { attempt } = await requireOpenAttempt(deps, token);
  if (!isCandidate(viewer, attempt)) throw forbidden(MCQ_WRONG_USER);
  const keys = answerKeys(attempt.questions);
  const unknown = request.events.flatMap((event, index) =>
    event.question_key !== null && !keys.has(event.question_key)
      ? [{ loc: ['body', 'events', index, 'question_key'], msg: `Unknown question '${event.question_key}'` }]
      : [],
  );
  if (unknown.length > 0) throw unprocessable(unknown);
  const room = MAX_SIGNALS_PER_ATTEMPT - (await countAllSignals(deps.db, attempt.id));
  if (room > 0) await insertSignals(deps.db, attempt.id, request.events.slice(0, room));
}

/**
 * spec part 2 §7 `POST /mcq/{token}/submit`: every question answered with one of its options, accepted once
 * (concurrent submits: one wins, the others find the link used), then scored by a background job.
 */
export async function submitMcq(
  deps: McqDeps,
  viewer: AuthenticatedUser,
  token: string,
  request: McqSubmitRequest,
): Promise<McqSubmitResponse> {
  const { attempt } = await requireOpenAttempt(deps, token);
  if (!isCandidate(viewer, attempt)) throw forbidden(MCQ_WRONG_USER);
  const issues = answerProblems(attempt.questions, request);
  if (issues.length > 0) throw unprocessable(issues);

  const submitted = await submitAttemptOnce(deps.db, attempt.id, {
    userId: viewer.id,
    answers: request.answers,
    secondsPerQuestion: request.seconds_per_question ?? null,
  });
  if (!submitted) throw new AppError(410, MCQ_LINK_GONE);
  let jobId: string;
  try {
    ({ jobId } = await deps.queue.enqueue(MCQ_SCORE, { attemptId: attempt.id }, { ownerId: viewer.id }));
  } catch (error) {
    // Nothing half written: without a scoring job the answers are not taken, and the candidate may send them again.
    await reopenUnqueuedSubmission(deps.db, attempt.id);
    throw error;
  }
  await recordScoreJob(deps.db, attempt.id, jobId);
  return { job_id: jobId, status: 'pending', error: null };
}

function answerKeys(groups: readonly McqCompetencyGroup[]): Set<string> {
  return new Set(
    groups.flatMap((group) =>
      group.questions.map((question) => mcqAnswerKey(group.competency, question.skill_level)),
    ),
  );
}

/** Each unknown key, option not offered and missing answer, named (a 422 lists them all). */
function answerProblems(groups: readonly McqCompetencyGroup[], request: McqSubmitRequest): ValidationIssue[] {
  const { answers, seconds_per_question: seconds = {} } = request;
  const options = new Map<string, string[]>();
  for (const group of groups) {
    for (const question of group.questions) {
      options.set(
        mcqAnswerKey(group.competency, question.skill_level),
        question.options.map((option) => option.text),
      );
    }
  }
  const issues: ValidationIssue[] = [];
  for (const [key, answer] of Object.entries(answers)) {
    const offered = options.get(key);
    if (!offered) issues.push({ loc: ['body', 'answers', key], msg: `Unknown question '${key}'` });
    else if (!offered.includes(answer))
      issues.push({
        loc: ['body', 'answers', key],
        msg: `'${answer}' is not one of the options offered for '${key}'`,
      });
  }
  for (const key of options.keys()) {
    if (!Object.hasOwn(answers, key))
      issues.push({ loc: ['body', 'answers', key], msg: `Missing answer for '${key}'` });
  }
  for (const key of Object.keys(seconds)) {
    if (!options.has(key))
      issues.push({ loc: ['body', 'seconds_per_question', key], msg: `Unknown question '${key}'` });
  }
  return issues;
}
