import {
  type JobCandidatesResponse,
  type JobCreationStatus,
  type JobPdfsResponse,
  type WorkRequirement,
} from '@viva/contracts';
import type { AppEvents } from '../events.ts';
import { countInterviewsByJobPosting, listJobInterviewCandidates } from '../interviews/index.ts';
import type { AuthenticatedUser } from '../../platform/auth/guards.ts';
import type { TtlCache } from '../../platform/cache/ttl-cache.ts';
import type { Db, DbExecutor } from '../../platform/database/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { Queue } from '../../platform/queue/index.ts';
import type { Storage } from '../../platform/storage/index.ts';
import { uploadPrefix, type JobPostingUpload } from './job-postings.form.ts';
import { JOB_POSTING_PROCESS } from './job-postings.jobs.ts';
import { assertCanManageJobPosting, managedJobPostings } from './job-postings.policy.ts';
import { toJob } from './job-postings.presenter.ts';
import {
  countJobPostings,
  deleteJobPostingRow,
  findJobPosting,
  findJobPostingBySourceJob,
  listJobPostingsJson as selectJobPostingsJson,
  updateJobPosting,
  type JobPostingRow,
} from './job-postings.queries.ts';

export type JobPostingsDeps = {
  db: Db;
  storage: Storage;
  queue: Queue;
  fileUrlTtlSeconds: number;
  events: EventBus<AppEvents>;
  /** The list as encoded JSON per viewer (jobs.module.ts clears it on 'job-posting.changed'). */
  listCache: TtlCache<string, Buffer>;
};

const JOB_POSTING_NOT_FOUND = 'Job posting not found';

/** Queues the reading and generation; the files are already stored. Returns at once with the job id. */
export async function startJobPostingCreation(
  deps: JobPostingsDeps,
  owner: AuthenticatedUser,
  upload: JobPostingUpload,
): Promise<{ job_id: string }> {
  try {
    const { jobId } = await deps.queue.enqueue(JOB_POSTING_PROCESS, upload, { ownerId: owner.id });
    return { job_id: jobId };
  } catch (error) {
    await deps.storage.deletePrefix(uploadPrefix(upload.uploadId));
    throw error;
  }
}

/** Spec part 1 §4: 404 for unknown jobs and for other people's, which stops the browser's polling. */
export async function getJobPostingCreationStatus(
  deps: JobPostingsDeps,
  viewer: AuthenticatedUser,
  jobId: string,
): Promise<JobCreationStatus> {
  const record = await deps.queue.getStatus(jobId, { ownerId: viewer.id, kind: JOB_POSTING_PROCESS });
  if (!record) throw notFound('Job not found');
  const created = record.status === 'completed' ? await findJobPostingBySourceJob(deps.db, jobId) : null;
  return { ...record, result: created ? toJob(created, viewer) : null };
}

/** The list as encoded JSON, ready to send: the busiest read of the product, served from a short cache. */
export async function listJobPostingsJson(deps: JobPostingsDeps, viewer: AuthenticatedUser): Promise<Buffer> {
  return deps.listCache.get(`${viewer.id}:${viewer.role}`, async () =>
    Buffer.from(await selectJobPostingsJson(deps.db, managedJobPostings(viewer))),
  );
}

export async function getJobPostingFor(deps: JobPostingsDeps, viewer: AuthenticatedUser, id: string) {
  const [posting, interviewCounts] = await Promise.all([
    requireJobPosting(deps.db, id),
    countInterviewsByJobPosting(deps.db),
  ]);
  return toJob(posting, viewer, interviewCounts.get(posting.id) ?? 0);
}

/** Short-lived signed URLs the browser shows in a frame. */
export async function getJobPostingPdfs(deps: JobPostingsDeps, id: string): Promise<JobPdfsResponse> {
  const posting = await requireJobPosting(deps.db, id);
  const sign = (key: string, fileName: string) =>
    deps.storage.signedUrl(key, {
      expiresInSeconds: deps.fileUrlTtlSeconds,
      disposition: 'inline',
      contentType: 'application/pdf',
      fileName,
    });
  return {
    jobSpecsUrl: await sign(posting.jobSpecsFileKey, `${posting.position} - job specification.pdf`),
    companyCultureUrl: posting.companyCultureFileKey
      ? await sign(posting.companyCultureFileKey, `${posting.company} - company culture.pdf`)
      : null,
  };
}

export async function replaceJobSpecsQuestions(
  deps: JobPostingsDeps,
  viewer: AuthenticatedUser,
  id: string,
  questions: string[],
): Promise<{ jobSpecsQuestions: string[] }> {
  const updated = await updateManagedJobPosting(deps, viewer, id, { jobSpecsQuestions: questions });
  return { jobSpecsQuestions: updated.jobSpecsQuestions };
}

export async function replaceWorkRequirements(
  deps: JobPostingsDeps,
  viewer: AuthenticatedUser,
  id: string,
  requirements: WorkRequirement[],
): Promise<{ jobSpecWorkRequirements: WorkRequirement[] }> {
  const updated = await updateManagedJobPosting(deps, viewer, id, { workRequirements: requirements });
  return { jobSpecWorkRequirements: updated.workRequirements };
}

/** Removes the posting and everything hanging off it in one transaction; its files go once that committed. */
export async function deleteJobPosting(
  deps: JobPostingsDeps,
  viewer: AuthenticatedUser,
  id: string,
): Promise<void> {
  const deleted = await deps.db.transaction(async (tx) => {
    await requireManagedJobPosting(tx, viewer, id);
    return deleteJobPostingRow(tx, id);
  });
  if (!deleted) return;
  await deps.events.publish('job-posting.changed', { jobPostingId: id });
  const keys = [deleted.jobSpecsFileKey, deleted.companyCultureFileKey].filter(
    (key): key is string => key != null,
  );
  await Promise.all(keys.map((key) => deps.storage.delete(key)));
}

/** The interviews of a posting, for the recruiter who posted it or an admin (spec part 1 §4 'Interviews data'). */
export async function listJobCandidates(
  deps: JobPostingsDeps,
  viewer: AuthenticatedUser,
  id: string,
): Promise<JobCandidatesResponse> {
  await requireManagedJobPosting(deps.db, viewer, id);
  return listJobInterviewCandidates(deps.db, id);
}

async function requireJobPosting(db: DbExecutor, id: string): Promise<JobPostingRow> {
  const posting = await findJobPosting(db, id);
  if (!posting) throw notFound(JOB_POSTING_NOT_FOUND);
  return posting;
}

/** 404 when it does not exist, 403 when the viewer may not change it. */
async function requireManagedJobPosting(db: DbExecutor, viewer: AuthenticatedUser, id: string) {
  const posting = await requireJobPosting(db, id);
  assertCanManageJobPosting(viewer, posting);
  return posting;
}

async function updateManagedJobPosting(
  deps: JobPostingsDeps,
  viewer: AuthenticatedUser,
  id: string,
  changes: Parameters<typeof updateJobPosting>[2],
): Promise<JobPostingRow> {
  return deps.db.transaction(async (tx) => {
    await requireManagedJobPosting(tx, viewer, id);
    return (await updateJobPosting(tx, id, changes))!;
  });
}

export { countJobPostings };
