import { count, eq, sql, type SQL } from 'drizzle-orm';
import { isUuid, type WorkArrangementInfo } from '@viva/contracts';
import { interviewCountsByJobPosting } from '../interviews/index.ts';
import type { DbExecutor } from '../../platform/database/database.ts';
import { preparedQuery } from '../../platform/database/prepared-query.ts';
import type { ManagedJobPostings } from './job-postings.policy.ts';
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
/** A JSON string for a SQL value: to_json escapes exactly as JSON.stringify does; a missing value is null. */
const json = (value: SQL) => sql`coalesce(to_json(${value})::text, 'null')`;
const arrangement = (key: keyof WorkArrangementInfo) =>
  sql`coalesce((${jobPostings.workArrangement} -> ${sql.raw(`'${key}'`)})::text, 'null')`;

/**
 * The list response, built by the database as the bytes JSON.stringify gives for the presenter's summaries
 * (toJobSummary: the same keys in the contract's order, `posted` as toISOString writes it): Node then sends them
 * as they are instead of parsing every row and serialising it again. The candidate counts are joined in, so the
 * list is one round trip. Who manages which posting comes from the policy (managedJobPostings).
 */
const selectJobListJson = preparedQuery((db) => {
  const counts = interviewCountsByJobPosting(db);
  const managesAll = sql`${sql.placeholder('managesAll')}::boolean`;
  const postedBy = sql`${sql.placeholder('postedBy')}::uuid`;
  const item = sql.join(
    [
      sql`'{"id":'`,
      json(sql`${jobPostings.id}`),
      sql`',"position":'`,
      json(sql`${jobPostings.position}`),
      sql`',"company":'`,
      json(sql`${jobPostings.company}`),
      sql`',"location":'`,
      json(sql`${jobPostings.location}`),
      sql`',"type":'`,
      json(sql`${jobPostings.type}`),
      sql`',"posted":'`,
      json(sql`to_char(${jobPostings.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`),
      sql`',"workArrangementInfo":{"office_location":'`,
      arrangement('office_location'),
      sql`',"working_hours":'`,
      arrangement('working_hours'),
      sql`',"on_call_requirement":'`,
      arrangement('on_call_requirement'),
      sql`',"work_arrangement":'`,
      arrangement('work_arrangement'),
      sql`'},"has_company_culture":'`,
      sql`(${jobPostings.companyCultureFileKey} is not null)::text`,
      sql`',"interview_count":'`,
      sql`coalesce(${counts.total}, 0)::text`,
      sql`',"mcq_question_count":'`,
      sql`${jobPostings.mcqQuestionCount}::text`,
      sql`',"can_manage":'`,
      sql`(${managesAll} or coalesce(${jobPostings.createdBy} = ${postedBy}, false))::text`,
      sql`'}'`,
    ],
    sql` || `,
  );
  return db
    .select({
      json: sql<string>`coalesce('[' || string_agg(${item}, ',' order by ${jobPostings.createdAt} desc, ${jobPostings.id} desc) || ']', '[]')`,
    })
    .from(jobPostings)
    .leftJoin(counts, eq(counts.jobPostingId, jobPostings.id))
    .prepare('job_postings_list_json');
});

/** The job list as JSON text, for a viewer who manages all postings, those `postedBy` posted, or none. */
export async function listJobPostingsJson(db: DbExecutor, managed: ManagedJobPostings): Promise<string> {
  const [row] = await selectJobListJson(db).execute(managed);
  return row!.json;
}

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
