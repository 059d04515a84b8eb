import { and, eq, gt, isNull } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { DbExecutor } from '../../platform/database/database.ts';
import { jobPostings } from '../jobs/job-postings.schema.ts';
import { interviewLinks, interviewSessions } from './interviews.schema.ts';

export type LinkRow = typeof interviewLinks.$inferSelect;

export async function insertLink(
  db: DbExecutor,
  values: typeof interviewLinks.$inferInsert,
): Promise<LinkRow> {
  const [row] = await db.insert(interviewLinks).values(values).returning();
  return row!;
}

/** The link with what its page shows: the posting (a deleted posting or candidate took the link with it). */
export async function findLinkByTokenHash(db: DbExecutor, tokenHash: string) {
  const [row] = await db
    .select({
      link: interviewLinks,
      candidateFullName: users.fullName,
      posting: {
        position: jobPostings.position,
        company: jobPostings.company,
        location: jobPostings.location,
        jobSpecsQuestions: jobPostings.jobSpecsQuestions,
        companyCultureQuestions: jobPostings.companyCultureQuestions,
        workRequirements: jobPostings.workRequirements,
        jobSpecsMarkdown: jobPostings.jobSpecsMarkdown,
        companyCultureMarkdown: jobPostings.companyCultureMarkdown,
      },
      sessionStatus: interviewSessions.status,
    })
    .from(interviewLinks)
    .innerJoin(users, eq(users.id, interviewLinks.candidateId))
    .innerJoin(jobPostings, eq(jobPostings.id, interviewLinks.jobPostingId))
    .leftJoin(interviewSessions, eq(interviewSessions.id, interviewLinks.sessionId))
    .where(eq(interviewLinks.tokenHash, tokenHash));
  return row ?? null;
}
export type LinkWithPosting = NonNullable<Awaited<ReturnType<typeof findLinkByTokenHash>>>;

/**
 * Marks the link used, only if it is unused and unexpired, in one statement: of any number of concurrent claims
 * exactly one gets the row back (PostgreSQL re-checks the condition after waiting for the row's lock).
 */
export async function claimLink(
  db: DbExecutor,
  id: string,
  sessionId: string | null,
): Promise<LinkRow | null> {
  const now = new Date();
  const [row] = await db
    .update(interviewLinks)
    .set({ usedAt: now, sessionId })
    .where(and(eq(interviewLinks.id, id), isNull(interviewLinks.usedAt), gt(interviewLinks.expiresAt, now)))
    .returning();
  return row ?? null;
}

/** Development only: the link unused again, and the interview it started removed so it can be taken again. */
export async function resetLink(db: DbExecutor, link: LinkRow): Promise<void> {
  if (link.sessionId) await db.delete(interviewSessions).where(eq(interviewSessions.id, link.sessionId));
  await db
    .update(interviewLinks)
    .set({ usedAt: null, sessionId: null })
    .where(eq(interviewLinks.id, link.id));
}
