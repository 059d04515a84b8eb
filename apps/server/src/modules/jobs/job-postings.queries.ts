import { count, desc, eq } from 'drizzle-orm';
import { isUuid } from '@viva/contracts';
import type { DbExecutor } from '../../platform/database/database.ts';
import { preparedQuery } from '../../platform/database/prepared-query.ts';
import { jobPostings } from './job-postings.schema.ts';

export type JobPostingRow = typeof jobPostings.$inferSelect;
export type NewJobPosting = typeof jobPostings.$inferInsert;

export async function findJobPosting(db: DbExecutor, id: string): Promise<JobPostingRow | null> {
  // Ids come from the URL: anything that is not a uuid simply matches nothing.
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(jobPostings).where(eq(jobPostings.id, id));
  return row ?? null;
}

/**
 * What other modules use of one posting (the interviews plan and review it, the assessment draws its questions):
 * who posted it, what it is, its documents' text and its questions. Not the file keys nor the list's fields.
 */
export async function findJobPostingContent(db: DbExecutor, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      id: jobPostings.id,
      createdBy: jobPostings.createdBy,
      position: jobPostings.position,
      company: jobPostings.company,
      jobSpecsMarkdown: jobPostings.jobSpecsMarkdown,
      companyCultureMarkdown: jobPostings.companyCultureMarkdown,
      jobSpecsQuestions: jobPostings.jobSpecsQuestions,
      companyCultureQuestions: jobPostings.companyCultureQuestions,
      workRequirements: jobPostings.workRequirements,
      mcqQuestions: jobPostings.mcqQuestions,
    })
    .from(jobPostings)
    .where(eq(jobPostings.id, id));
  return row ?? null;
}
export type JobPostingContent = NonNullable<Awaited<ReturnType<typeof findJobPostingContent>>>;

export async function findJobPostingBySourceJob(
  db: DbExecutor,
  jobId: string,
): Promise<JobPostingRow | null> {
  const [row] = await db.select().from(jobPostings).where(eq(jobPostings.sourceJobId, jobId));
  return row ?? null;
}

/** Newest first, only what a card shows: the documents' text and the questions stay in the database. */
const selectJobPostingList = preparedQuery((db) =>
  db
    .select({
      id: jobPostings.id,
      createdBy: jobPostings.createdBy,
      position: jobPostings.position,
      company: jobPostings.company,
      location: jobPostings.location,
      type: jobPostings.type,
      createdAt: jobPostings.createdAt,
      workArrangement: jobPostings.workArrangement,
      companyCultureFileKey: jobPostings.companyCultureFileKey,
      mcqQuestionCount: jobPostings.mcqQuestionCount,
    })
    .from(jobPostings)
    .orderBy(desc(jobPostings.createdAt), desc(jobPostings.id))
    .prepare('job_postings_list'),
);

export async function listJobPostings(db: DbExecutor) {
  return selectJobPostingList(db).execute();
}
export type JobPostingListRow = Awaited<ReturnType<typeof listJobPostings>>[number];

/** Inserts once per creating job: a retried job gets the posting its earlier attempt made. */
export async function insertJobPostingOnce(db: DbExecutor, values: NewJobPosting): Promise<JobPostingRow> {
  const [created] = await db
    .insert(jobPostings)
    .values(values)
    .onConflictDoNothing({ target: jobPostings.sourceJobId })
    .returning();
  return created ?? (await findJobPostingBySourceJob(db, values.sourceJobId!))!;
}

export async function updateJobPosting(
  db: DbExecutor,
  id: string,
  changes: Partial<Pick<JobPostingRow, 'jobSpecsQuestions' | 'workRequirements'>>,
): Promise<JobPostingRow | null> {
  const [row] = await db
    .update(jobPostings)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(jobPostings.id, id))
    .returning();
  return row ?? null;
}

export async function deleteJobPostingRow(db: DbExecutor, id: string): Promise<JobPostingRow | null> {
  const [row] = await db.delete(jobPostings).where(eq(jobPostings.id, id)).returning();
  return row ?? null;
}

/** Postings by open and closed: all of them, or those one recruiter (or admin) posted. */
export async function countJobPostings(
  db: DbExecutor,
  filter: { postedBy?: string } = {},
): Promise<{ total: number; open: number; closed: number }> {
  const rows = await db
    .select({ isOpen: jobPostings.isOpen, total: count() })
    .from(jobPostings)
    .where(filter.postedBy === undefined ? undefined : eq(jobPostings.createdBy, filter.postedBy))
    .groupBy(jobPostings.isOpen);
  const open = rows.find((row) => row.isOpen)?.total ?? 0;
  const closed = rows.find((row) => !row.isOpen)?.total ?? 0;
  return { total: open + closed, open, closed };
}
