import { and, asc, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { isUuid, type InterviewSessionStatus } from '@viva/contracts';
import { users } from '../../db/schema.ts';
import type { DbExecutor } from '../../platform/database/database.ts';
import { jobPostings } from '../jobs/job-postings.schema.ts';
import { interviewGradings, interviewSessions, interviewTurns } from './interviews.schema.ts';

export type SessionRow = typeof interviewSessions.$inferSelect;
export type NewSession = typeof interviewSessions.$inferInsert;
export type TurnRow = typeof interviewTurns.$inferSelect;
export type NewTurn = typeof interviewTurns.$inferInsert;
export type GradingRow = typeof interviewGradings.$inferSelect;

/** Interviews a recruiter reviews: finished ones, and requests for a human-led interview instead. */
export const REVIEWABLE_STATUSES: InterviewSessionStatus[] = ['completed', 'human_requested'];

export async function insertSessionOnce(db: DbExecutor, values: NewSession): Promise<SessionRow | null> {
  // The partial unique index allows one active or completed session per candidate and posting.
  const [row] = await db.insert(interviewSessions).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findSession(db: DbExecutor, id: string): Promise<SessionRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(interviewSessions).where(eq(interviewSessions.id, id));
  return row ?? null;
}

type TurnJson = {
  seq: number;
  role: TurnRow['role'];
  kind: TurnRow['kind'];
  question_number: number | null;
  message: string;
  time_in_call_secs: number;
  created_at: string;
};

/**
 * The session, what its candidate's screen shows of the posting, and every turn so far, in order: the answer path's
 * one read (each statement is a round trip, and on PGlite several calls into its WebAssembly).
 */
export async function findSessionToAnswer(db: DbExecutor, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      session: interviewSessions,
      posting: { position: jobPostings.position, company: jobPostings.company },
      turns: sql<TurnJson[]>`(
        select coalesce(json_agg(json_build_object(
          'seq', turn.seq, 'role', turn.role, 'kind', turn.kind, 'question_number', turn.question_number,
          'message', turn.message, 'time_in_call_secs', turn.time_in_call_secs, 'created_at', turn.created_at
        ) order by turn.seq), '[]'::json)
        from interview_turns as turn where turn.session_id = ${interviewSessions.id}
      )`,
    })
    .from(interviewSessions)
    .innerJoin(jobPostings, eq(jobPostings.id, interviewSessions.jobPostingId))
    .where(eq(interviewSessions.id, id));
  if (!row) return null;
  const turns: TurnRow[] = row.turns.map((turn) => ({
    sessionId: row.session.id,
    seq: turn.seq,
    role: turn.role,
    kind: turn.kind,
    questionNumber: turn.question_number,
    message: turn.message,
    timeInCallSecs: turn.time_in_call_secs,
    createdAt: new Date(turn.created_at),
  }));
  return { session: row.session, posting: row.posting, turns };
}

/** The session, locked until the transaction ends: answers to one session are saved one at a time. */
export async function lockSession(db: DbExecutor, id: string): Promise<SessionRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(interviewSessions).where(eq(interviewSessions.id, id)).for('update');
  return row ?? null;
}

/**
 * The candidate's session for a posting in one of these states: running or done ('active', 'completed'), or a
 * request for a human-led interview. The partial unique indexes allow one of each.
 */
export async function findCandidateSession(
  db: DbExecutor,
  userId: string,
  jobPostingId: string,
  statuses: InterviewSessionStatus[],
): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(interviewSessions)
    .where(
      and(
        eq(interviewSessions.userId, userId),
        eq(interviewSessions.jobPostingId, jobPostingId),
        inArray(interviewSessions.status, statuses),
      ),
    );
  return row ?? null;
}

export async function updateSession(
  db: DbExecutor,
  id: string,
  changes: Partial<Omit<SessionRow, 'id' | 'userId' | 'jobPostingId' | 'createdAt'>>,
): Promise<SessionRow | null> {
  const [row] = await db
    .update(interviewSessions)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(interviewSessions.id, id))
    .returning();
  return row ?? null;
}

/** Moves an active session to its end state; null when it had already ended (another request or process won). */
export async function endActiveSession(
  db: DbExecutor,
  id: string,
  status: Extract<InterviewSessionStatus, 'completed' | 'abandoned'>,
  endedAt = new Date(),
): Promise<SessionRow | null> {
  const [row] = await db
    .update(interviewSessions)
    .set({ status, endedAt, updatedAt: new Date() })
    .where(and(eq(interviewSessions.id, id), eq(interviewSessions.status, 'active')))
    .returning();
  return row ?? null;
}

export async function listTurns(db: DbExecutor, sessionId: string): Promise<TurnRow[]> {
  return db
    .select()
    .from(interviewTurns)
    .where(eq(interviewTurns.sessionId, sessionId))
    .orderBy(asc(interviewTurns.seq));
}

/** Inserts turns at their sequence numbers; a turn already saved there (a retry) is left as it is. */
export async function insertTurns(db: DbExecutor, turns: NewTurn[]): Promise<TurnRow[]> {
  if (turns.length === 0) return [];
  return db.insert(interviewTurns).values(turns).onConflictDoNothing().returning();
}

type SessionProgress = { at: Date; status?: 'completed' };

/**
 * Saves turns of an active session and marks its activity (and its end) in one statement: both are written or
 * neither, without a transaction's extra round trips on the busiest write of an interview. Null when the session is
 * no longer active; a turn already at one of these places fails the statement (isUniqueViolation).
 */
export async function saveTurnsWhileActive(
  db: DbExecutor,
  session: SessionRow,
  turns: Omit<NewTurn, 'sessionId' | 'createdAt'>[],
  { at, status }: SessionProgress,
): Promise<{ session: SessionRow; inserted: TurnRow[] } | null> {
  const when = at.toISOString();
  const values = turns.map(
    (turn) =>
      sql`(${turn.seq}::int, ${turn.role}, ${turn.kind}, ${turn.questionNumber ?? null}::int, ${turn.message}, ${turn.timeInCallSecs}::real)`,
  );
  const result = await db.execute(sql`
    with moved as (
      update interview_sessions
      set last_activity_at = ${when}::timestamptz, updated_at = ${when}::timestamptz,
        status = coalesce(${status ?? null}::text, status),
        ended_at = case when ${status ?? null}::text is null then ended_at else ${when}::timestamptz end
      where id = ${session.id} and status = 'active'
      returning id
    )
    insert into interview_turns (session_id, seq, role, kind, question_number, message, time_in_call_secs, created_at)
    select moved.id, turn.seq, turn.role, turn.kind, turn.question_number, turn.message, turn.time_in_call_secs,
      ${when}::timestamptz
    from moved cross join (values ${sql.join(values, sql`, `)})
      as turn (seq, role, kind, question_number, message, time_in_call_secs)
    returning seq`);
  // Both drivers answer with the rows RETURNING gave: none when the session was no longer active.
  if ((result as unknown as { rows: unknown[] }).rows.length === 0) return null;
  return {
    session: {
      ...session,
      lastActivityAt: at,
      updatedAt: at,
      ...(status ? { status, endedAt: at } : {}),
    },
    inserted: turns.map((turn) => ({
      ...turn,
      sessionId: session.id,
      questionNumber: turn.questionNumber ?? null,
      createdAt: at,
    })),
  };
}

/** PostgreSQL's unique_violation (23505), however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function countUserTurns(db: DbExecutor, sessionId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(interviewTurns)
    .where(and(eq(interviewTurns.sessionId, sessionId), eq(interviewTurns.role, 'user')));
  return row?.total ?? 0;
}

/** Built-in sessions nobody has answered in since `before` (the idle limit). */
export async function listIdleBuiltInSessions(db: DbExecutor, before: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(interviewSessions)
    .where(
      and(
        eq(interviewSessions.status, 'active'),
        eq(interviewSessions.interviewer, 'built-in'),
        lt(interviewSessions.lastActivityAt, before),
      ),
    )
    .limit(500);
}

/** Voice-agent sessions no webhook has bound since `before`: the call never happened. */
export async function abandonUnboundAgentSessions(db: DbExecutor, before: Date): Promise<number> {
  const rows = await db
    .update(interviewSessions)
    .set({ status: 'abandoned', endedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(interviewSessions.status, 'active'),
        eq(interviewSessions.interviewer, 'elevenlabs'),
        lt(interviewSessions.startedAt, before),
      ),
    )
    .returning({ id: interviewSessions.id });
  return rows.length;
}

/** Finished sessions whose grading was never queued (the process stopped between the two). */
export async function listUngradedCompletedSessions(db: DbExecutor, before: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(interviewSessions)
    .where(
      and(
        eq(interviewSessions.status, 'completed'),
        isNull(interviewSessions.gradingJobId),
        lt(interviewSessions.updatedAt, before),
      ),
    )
    .limit(100);
}

/** Sets the grading job only if it is still the one the caller saw: two retries cannot both queue. */
export async function swapGradingJob(
  db: DbExecutor,
  id: string,
  expected: string | null,
  jobId: string,
): Promise<boolean> {
  const rows = await db
    .update(interviewSessions)
    .set({ gradingJobId: jobId, updatedAt: new Date() })
    .where(
      and(
        eq(interviewSessions.id, id),
        expected === null
          ? isNull(interviewSessions.gradingJobId)
          : eq(interviewSessions.gradingJobId, expected),
      ),
    )
    .returning({ id: interviewSessions.id });
  return rows.length === 1;
}

export async function findGrading(db: DbExecutor, sessionId: string): Promise<GradingRow | null> {
  if (!isUuid(sessionId)) return null;
  const [row] = await db.select().from(interviewGradings).where(eq(interviewGradings.sessionId, sessionId));
  return row ?? null;
}

export async function insertGradingOnce(db: DbExecutor, values: typeof interviewGradings.$inferInsert) {
  await db.insert(interviewGradings).values(values).onConflictDoNothing();
}

/** The interviews of a posting with their candidates, newest first (spec part 1 §3 'Candidates of a job'). */
export async function listReviewableInterviews(db: DbExecutor, jobPostingId: string) {
  return db
    .select({
      id: interviewSessions.id,
      userId: interviewSessions.userId,
      status: interviewSessions.status,
      endedAt: interviewSessions.endedAt,
      humanInterviewRequestedAt: interviewSessions.humanInterviewRequestedAt,
      fullName: users.fullName,
      email: users.email,
    })
    .from(interviewSessions)
    .innerJoin(users, eq(users.id, interviewSessions.userId))
    .where(
      and(
        eq(interviewSessions.jobPostingId, jobPostingId),
        inArray(interviewSessions.status, REVIEWABLE_STATUSES),
      ),
    )
    .orderBy(
      desc(sql`coalesce(${interviewSessions.endedAt}, ${interviewSessions.createdAt})`),
      desc(interviewSessions.id),
    );
}

/** The session with its candidate and posting, for reviewers. */
export async function findSessionForReview(db: DbExecutor, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      session: interviewSessions,
      fullName: users.fullName,
      email: users.email,
      position: jobPostings.position,
      company: jobPostings.company,
      jobPostingCreatedBy: jobPostings.createdBy,
    })
    .from(interviewSessions)
    .innerJoin(users, eq(users.id, interviewSessions.userId))
    .innerJoin(jobPostings, eq(jobPostings.id, interviewSessions.jobPostingId))
    .where(eq(interviewSessions.id, id));
  return row ?? null;
}
export type SessionForReview = NonNullable<Awaited<ReturnType<typeof findSessionForReview>>>;
