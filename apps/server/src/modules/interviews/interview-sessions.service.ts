import type { Readable } from 'node:stream';
import {
  INTERVIEW_LINK_MESSAGES,
  INTERVIEW_NOTICE_VERSION,
  type InterviewAnswerRequest,
  type InterviewSessionStatus,
  type Interviewer,
  type InterviewSession,
  type StartInterviewSessionRequest,
} from '@viva/contracts';
import type { Engine } from '@viva/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthenticatedUser } from '../../platform/auth/guards.ts';
import type { Db, DbExecutor } from '../../platform/database/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { AppError, conflict, notFound } from '../../platform/http/app-error.ts';
import type { Queue } from '../../platform/queue/index.ts';
import { SpeechError, type Speech } from '../../platform/speech/index.ts';
import type { Storage } from '../../platform/storage/index.ts';
import type { AppEvents } from '../events.ts';
import { findJobPostingContent, type JobPostingContent } from '../jobs/index.ts';
import { queueGrading } from './interview-grading.jobs.ts';
import { claimLink } from './interview-links.queries.ts';
import { openLinkForInterview } from './interview-links.service.ts';
import { planInterview, type CvQuestions } from './interview-plan.ts';
import { openingTurns, turnsAfterAnswer, type InterviewerTurn } from './interviewer.ts';
import { assertOwnsSession, SESSION_NOT_FOUND } from './interviews.policy.ts';
import {
  agentInterviewer,
  awaitingTurn,
  toInterviewSession,
  type InterviewerSettings,
} from './interviews.presenter.ts';
import {
  countUserTurns,
  endActiveSession,
  findCandidateSession,
  findSession,
  findSessionToAnswer,
  insertSessionOnce,
  insertTurns,
  isUniqueViolation,
  listIdleBuiltInSessions,
  listTurns,
  listUngradedCompletedSessions,
  saveTurnsWhileActive,
  updateSession,
  type NewTurn,
  type SessionRow,
  type TurnRow,
} from './interviews.queries.ts';

export type InterviewsDeps = {
  db: Db;
  queue: Queue;
  engine: Engine;
  events: EventBus<AppEvents>;
  storage: Storage;
  speech: Speech;
  logger: FastifyBaseLogger;
  settings: InterviewerSettings;
  /** The newest CV's questions of a candidate, or null when they have no CV. */
  findNewestCvQa(db: Db, userId: string): Promise<CvQuestions | null>;
};

const JOB_POSTING_NOT_FOUND = 'Job posting not found';
// A candidate's interview for a posting that is running or done: at most one.
const OPEN: InterviewSessionStatus[] = ['active', 'completed'];
const INTERVIEW_ENDED = 'This interview has ended.';
const ALREADY_INTERVIEWED = 'You have already completed the interview for this job posting.';

/** The interviewer configured for this server, as the user's browser needs it. */
export function describeInterviewer(deps: InterviewsDeps, user: AuthenticatedUser): Interviewer {
  const { elevenLabs } = deps.settings;
  return elevenLabs
    ? agentInterviewer(elevenLabs, deps.settings.pseudonymousId(user.id))
    : { kind: 'built-in' };
}

/**
 * Starts the candidate's interview for a posting, or returns the one already running (a reload, a second tab):
 * the questions are planned and snapshotted now, and the built-in interviewer says its greeting and first question.
 */
export async function startInterviewSession(
  deps: InterviewsDeps,
  user: AuthenticatedUser,
  request: StartInterviewSessionRequest,
): Promise<{ session: InterviewSession; isNew: boolean }> {
  // An emailed link: its own candidate only, unexpired, for this posting, and unused unless it started this very
  // interview (a reload); the link is consumed in the transaction that creates the session.
  const link =
    request.token === undefined
      ? null
      : await openLinkForInterview(deps, user, request.token, request.job_posting_id);
  const posting = await findJobPostingContent(deps.db, request.job_posting_id);
  if (!posting) throw notFound(JOB_POSTING_NOT_FOUND);

  if (link?.resumeSessionId) return resumeById(deps, link.resumeSessionId, posting);
  const existing = await findCandidateSession(deps.db, user.id, posting.id, OPEN);
  if (existing) {
    if (link) {
      if (existing.status !== 'active') throw conflict(ALREADY_INTERVIEWED);
      if (!(await claimLink(deps.db, link.linkId, existing.id)))
        return afterLinkTaken(deps, user, request, posting);
    }
    return { session: await resumeSession(deps, existing, posting), isNew: false };
  }

  const cv = await deps.findNewestCvQa(deps.db, user.id);
  const sessionId = crypto.randomUUID();
  const plan = planInterview({
    sessionId,
    candidate: { fullName: user.fullName, pseudonymousId: deps.settings.pseudonymousId(user.id) },
    posting,
    cv,
  });
  if (plan.questions.length === 0) throw conflict('This job posting has no interview questions yet.');
  const interviewer = deps.settings.elevenLabs ? 'elevenlabs' : 'built-in';
  const now = new Date();

  const created = await deps.db
    .transaction(async (tx) => {
      const session = await insertSessionOnce(tx, {
        id: sessionId,
        userId: user.id,
        jobPostingId: posting.id,
        interviewer,
        plannedQuestions: plan.questions,
        dynamicVariables: plan.dynamicVariables,
        cvPath: cv?.cvPath ?? null,
        noticeVersion: INTERVIEW_NOTICE_VERSION,
        noticeAcceptedAt: now,
        startedAt: now,
        lastActivityAt: now,
      });
      if (!session) return null;
      // Another request took the link first: nothing of this one is kept.
      if (link && !(await claimLink(tx, link.linkId, session.id))) throw new LinkTakenMeanwhile();
      const turns =
        interviewer === 'built-in'
          ? await insertTurns(
              tx,
              openingTurns({
                fullName: user.fullName,
                position: posting.position,
                company: posting.company,
                questions: plan.questions,
              }).map((turn, index) => agentTurnRow(session, index, turn, now)),
            )
          : [];
      return { session, turns };
    })
    .catch((error: unknown) => {
      if (error instanceof LinkTakenMeanwhile) return 'link-taken' as const;
      throw error;
    });
  if (created === 'link-taken') return afterLinkTaken(deps, user, request, posting);
  if (!created) {
    // Another request of the same candidate created it a moment ago.
    const raced = await findCandidateSession(deps.db, user.id, posting.id, OPEN);
    if (!raced) throw conflict('The interview could not be started. Please try again.');
    return { session: await resumeSession(deps, raced, posting), isNew: false };
  }
  return { session: toInterviewSession(created.session, posting, created.turns, deps.settings), isNew: true };
}

/** A concurrent start (a second tab) consumed the link first. */
class LinkTakenMeanwhile extends Error {}

/** The link was consumed by a concurrent request: its interview when that is this candidate's running one, else 409. */
async function afterLinkTaken(
  deps: InterviewsDeps,
  user: AuthenticatedUser,
  request: StartInterviewSessionRequest,
  posting: JobPostingContent,
): Promise<{ session: InterviewSession; isNew: boolean }> {
  const link = await openLinkForInterview(deps, user, request.token!, posting.id);
  if (!link.resumeSessionId) throw conflict(INTERVIEW_LINK_MESSAGES.used);
  return resumeById(deps, link.resumeSessionId, posting);
}

async function resumeById(deps: InterviewsDeps, sessionId: string, posting: JobPostingContent) {
  const session = await findSession(deps.db, sessionId);
  if (!session) throw conflict(INTERVIEW_LINK_MESSAGES.used);
  return { session: await resumeSession(deps, session, posting), isNew: false };
}

/** The candidate's own session, brought up to date (closed when idle too long, the next question asked). */
export async function getInterviewSession(
  deps: InterviewsDeps,
  user: AuthenticatedUser,
  sessionId: string,
): Promise<InterviewSession> {
  const session = await requireOwnSession(deps.db, user, sessionId);
  const posting = await requirePosting(deps.db, session.jobPostingId);
  return resumeSession(deps, session, posting);
}

/**
 * Saves the candidate's answer to the interviewer's waiting turn together with what the interviewer says next (the
 * probe, the next question, or the closing that ends the interview), in one transaction: no state lies between an
 * answer and the reply to it. Idempotent: the same answer sent twice (a retry after a lost response) is stored once.
 */
export async function answerInterviewQuestion(
  deps: InterviewsDeps,
  user: AuthenticatedUser,
  sessionId: string,
  answer: InterviewAnswerRequest,
): Promise<InterviewSession> {
  const found = await findSessionToAnswer(deps.db, sessionId);
  if (!found || found.session.status === 'human_requested') throw notFound(SESSION_NOT_FOUND);
  const { session, posting, turns } = found;
  assertOwnsSession(user, session);
  if (session.interviewer !== 'built-in') throw conflict('This interview is held by the voice agent.');
  if (session.status !== 'active') throw conflict(INTERVIEW_ENDED);
  if (isIdle(deps, session)) {
    await finishSession(deps, session);
    throw conflict(idleMessage(deps));
  }
  const waiting = awaitingTurn(session, turns);
  if (waiting?.seq !== answer.answer_to) return alreadyAnswered(deps, found, turns, answer);

  // The engine's follow-up is decided before any lock is taken: an AI provider may take a moment.
  const probe = await probeFor(deps, session, waiting, answer.message);
  const now = new Date();
  const answerRow: NewTurn = {
    sessionId: session.id,
    seq: waiting.seq + 1,
    role: 'user',
    kind: 'answer',
    questionNumber: waiting.questionNumber,
    message: answer.message,
    timeInCallSecs: secondsInCall(session, now),
  };
  const next = turnsAfterAnswer({
    fullName: user.fullName,
    questions: session.plannedQuestions,
    turns: [...turns, answerRow].map(toSaidTurn),
    probe,
  });
  const rows = [
    answerRow,
    ...next.turns.map((turn, index) => agentTurnRow(session, answerRow.seq + 1 + index, turn, now)),
  ];

  // The primary key (session, seq) lets one answer take the waiting turn's place; a concurrent one fails to insert.
  // Only an active session takes it: an ending or idle close in between leaves nothing written.
  const saved = await saveTurnsWhileActive(deps.db, session, rows, {
    at: now,
    ...(next.isFinished ? { status: 'completed' as const } : {}),
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) return null;
    throw error;
  });
  if (!saved) return alreadyAnswered(deps, found, await listTurns(deps.db, session.id), answer);
  if (saved.session.status === 'completed') await afterCompleted(deps, saved.session);
  return toInterviewSession(saved.session, posting, [...turns, ...saved.inserted], deps.settings);
}

/** A repeat of the answer already saved gets the session as it stands; a different one is too late. */
async function alreadyAnswered(
  deps: InterviewsDeps,
  found: { session: SessionRow; posting: { position: string; company: string } },
  turns: TurnRow[],
  answer: InterviewAnswerRequest,
): Promise<InterviewSession> {
  const given = turns.find((turn) => turn.seq === answer.answer_to + 1);
  if (given?.role !== 'user' || given.message !== answer.message) {
    const current = await findSession(deps.db, found.session.id);
    throw conflict(
      current?.status === 'active' ? 'This question has already been answered.' : INTERVIEW_ENDED,
    );
  }
  const current = (await findSession(deps.db, found.session.id)) ?? found.session;
  return toInterviewSession(current, found.posting, turns, deps.settings);
}

/** The engine's follow-up to a first answer to a planned question; none for an answer to a probe. */
async function probeFor(deps: InterviewsDeps, session: SessionRow, waiting: TurnRow, message: string) {
  const question =
    waiting.questionNumber === null ? null : session.plannedQuestions[waiting.questionNumber - 1];
  if (waiting.kind !== 'question' || !question) return null;
  try {
    return await deps.engine.followUpProbe({ question, answer: message });
  } catch (error) {
    // A probe is a nicety: the interview moves on without one.
    deps.logger.warn({ err: error, sessionId: session.id }, 'follow-up probe failed');
    return null;
  }
}

/** 'More time': the idle limit counts again from now. */
export async function extendInterviewSession(
  deps: InterviewsDeps,
  user: AuthenticatedUser,
  sessionId: string,
): Promise<InterviewSession> {
  const session = await requireOwnSession(deps.db, user, sessionId);
  if (session.status !== 'active') throw conflict(INTERVIEW_ENDED);
  if (isIdle(deps, session)) {
    await finishSession(deps, session);
    throw conflict(idleMessage(deps));
  }
  const updated = (await updateSession(deps.db, session.id, { lastActivityAt: new Date() }))!;
  return getInterviewSession(deps, user, updated.id);
}

/** The candidate ends the interview: it is closed and, when anything was answered, graded. */
export async function endInterviewSession(
  deps: InterviewsDeps,
  user: AuthenticatedUser,
  sessionId: string,
): Promise<InterviewSession> {
  const session = await requireOwnSession(deps.db, user, sessionId);
  if (session.status === 'active') await finishSession(deps, session);
  return getInterviewSession(deps, user, sessionId);
}

/**
 * The candidate would rather talk to a person: recorded for the posting's recruiter, who sees it among the
 * posting's interviews. Asking twice records it once.
 */
export async function requestHumanInterview(
  deps: InterviewsDeps,
  user: AuthenticatedUser,
  jobPostingId: string,
): Promise<{ job_posting_id: string; requested_at: string }> {
  const posting = await findJobPostingContent(deps.db, jobPostingId);
  if (!posting) throw notFound(JOB_POSTING_NOT_FOUND);
  if (await findCandidateSession(deps.db, user.id, posting.id, OPEN)) {
    throw conflict('You have already started an interview for this job posting.');
  }
  const now = new Date();
  const request =
    (await insertSessionOnce(deps.db, {
      userId: user.id,
      jobPostingId: posting.id,
      interviewer: 'built-in',
      status: 'human_requested',
      plannedQuestions: [],
      dynamicVariables: {},
      humanInterviewRequestedAt: now,
      startedAt: now,
      lastActivityAt: now,
    })) ?? (await findCandidateSession(deps.db, user.id, posting.id, ['human_requested']));
  if (!request) throw conflict('The request could not be recorded. Please try again.');
  await deps.events.publish('interview.changed', { jobPostingId: posting.id });
  return { job_posting_id: posting.id, requested_at: request.humanInterviewRequestedAt!.toISOString() };
}

/** The interviewer's turn as speech (WAV), synthesised once per text and voice and kept in storage. */
export async function speakInterviewerTurn(
  deps: InterviewsDeps,
  user: AuthenticatedUser,
  sessionId: string,
  seq: number,
): Promise<{ stream: Readable; contentType: string }> {
  const session = await requireOwnSession(deps.db, user, sessionId);
  const turn = (await listTurns(deps.db, session.id)).find((candidate) => candidate.seq === seq);
  if (turn?.role !== 'agent') throw notFound('No interviewer turn here');
  try {
    const audio = await deps.speech.speak({ text: turn.message });
    return { stream: await deps.storage.getStream(audio.key), contentType: audio.contentType };
  } catch (error) {
    if (!(error instanceof SpeechError)) throw error;
    deps.logger.warn({ err: error }, 'speech synthesis failed');
    // The browser then speaks the text itself.
    throw new AppError(503, "The interviewer's voice is not available right now.");
  }
}

/**
 * Periodic: closes built-in interviews left without an answer past the idle limit (graded when anything was
 * answered), and queues grading that a stop between ending and queueing left out.
 */
export async function closeIdleSessions(deps: InterviewsDeps): Promise<{ closed: number; queued: number }> {
  const now = Date.now();
  let closed = 0;
  const idleSince = new Date(now - deps.settings.idleSeconds * 1000);
  for (const session of await listIdleBuiltInSessions(deps.db, idleSince)) {
    if (await finishSession(deps, session)) closed += 1;
  }
  // A minute's margin: a session that ended just now is having its grading queued by the request that ended it.
  const ungraded = await listUngradedCompletedSessions(deps.db, new Date(now - 60_000));
  for (const session of ungraded) await queueGrading(deps, session);
  return { closed, queued: ungraded.length };
}

/** The session as it stands, closed first when it sat idle past its limit. */
async function resumeSession(
  deps: InterviewsDeps,
  session: SessionRow,
  posting: { position: string; company: string },
): Promise<InterviewSession> {
  const current =
    isIdle(deps, session) && session.status === 'active'
      ? ((await finishSession(deps, session)) ?? session)
      : session;
  return toInterviewSession(current, posting, await listTurns(deps.db, current.id), deps.settings);
}

/** Ends an active session: completed and graded when the candidate answered anything, else abandoned. */
async function finishSession(deps: InterviewsDeps, session: SessionRow): Promise<SessionRow | null> {
  const hasAnswers = (await countUserTurns(deps.db, session.id)) > 0;
  const ended = await endActiveSession(deps.db, session.id, hasAnswers ? 'completed' : 'abandoned');
  if (ended?.status === 'completed') await afterCompleted(deps, ended);
  return ended;
}

/** Once an interview is complete: its grading is queued and the job list's counts refreshed. */
export async function afterCompleted(deps: InterviewsDeps, session: SessionRow): Promise<void> {
  await queueGrading(deps, session);
  await deps.events.publish('interview.changed', { jobPostingId: session.jobPostingId });
}

async function requireOwnSession(
  db: DbExecutor,
  user: AuthenticatedUser,
  sessionId: string,
): Promise<SessionRow> {
  const session = await findSession(db, sessionId);
  if (!session || session.status === 'human_requested') throw notFound(SESSION_NOT_FOUND);
  assertOwnsSession(user, session);
  return session;
}

async function requirePosting(db: DbExecutor, id: string): Promise<JobPostingContent> {
  const posting = await findJobPostingContent(db, id);
  if (!posting) throw notFound(JOB_POSTING_NOT_FOUND);
  return posting;
}

function isIdle(deps: InterviewsDeps, session: SessionRow): boolean {
  return (
    session.interviewer === 'built-in' &&
    Date.now() - session.lastActivityAt.getTime() > deps.settings.idleSeconds * 1000
  );
}

function idleMessage(deps: InterviewsDeps): string {
  const minutes = Math.round(deps.settings.idleSeconds / 60);
  return `This interview was closed after ${minutes} minute${minutes === 1 ? '' : 's'} without an answer.`;
}

/** Whole seconds since the interview started, as voice agents count them. */
function secondsInCall(session: SessionRow, at: Date): number {
  return Math.max(0, Math.round((at.getTime() - session.startedAt.getTime()) / 1000));
}

function agentTurnRow(session: SessionRow, seq: number, turn: InterviewerTurn, at: Date) {
  return {
    sessionId: session.id,
    seq,
    role: 'agent' as const,
    kind: turn.kind,
    questionNumber: turn.questionNumber,
    message: turn.message,
    timeInCallSecs: secondsInCall(session, at),
  };
}

const toSaidTurn = (turn: Pick<NewTurn, 'role' | 'kind' | 'questionNumber' | 'message'>) => ({
  role: turn.role,
  kind: turn.kind,
  questionNumber: turn.questionNumber ?? null,
  message: turn.message,
});
