import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext } from '@playwright/test';
import { JobCreationStatusSchema, type Job } from '@viva/contracts';
import { seedUser, uniqueEmail } from './seed.ts';

/** The real documents of fixtures/ at the repository root (see fixtures/SOURCES.md). */
export const FIXTURES = new URL('../../fixtures/', import.meta.url);
export const fixturePath = (relativePath: string) => new URL(relativePath, FIXTURES).pathname;

/** Creates a posting through the API as the given recruiter and waits for the worker to finish it. */
export async function seedJobPosting(
  request: APIRequestContext,
  token: string,
  fields: { position: string; company: string; location: string; jobSpecs: string; companyCulture?: string },
): Promise<Job> {
  const headers = { Authorization: `Bearer ${token}` };
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    position: fields.position,
    company: fields.company,
    location: fields.location,
    type: 'full-time',
    job_specs: {
      name: 'job_specs.pdf',
      mimeType: 'application/pdf',
      buffer: await readFile(fixturePath(fields.jobSpecs)),
    },
  };
  if (fields.companyCulture !== undefined) {
    multipart.company_culture = {
      name: 'company_culture.pdf',
      mimeType: 'application/pdf',
      buffer: await readFile(fixturePath(fields.companyCulture)),
    };
  }
  const created = await request.post('/api/v1/jobs/async', { headers, multipart });
  expect(created.status(), await created.text()).toBe(202);
  const { job_id: jobId } = (await created.json()) as { job_id: string };
  let result: Job | null = null;
  await expect
    .poll(
      async () => {
        const status = JobCreationStatusSchema.parse(
          await (await request.get(`/api/v1/jobs/job/${jobId}`, { headers })).json(),
        );
        result = status.result;
        return status.status;
      },
      { timeout: 30_000 },
    )
    .toBe('completed');
  if (result === null) throw new Error('the completed job has no result');
  return result;
}

/**
 * Rita Recruiter and her Sourcegraph support posting, named `${position} <now>` so each test finds its own card:
 * where the interview, link and MCQ flows start.
 */
export async function seedRecruiterWithPosting(
  request: APIRequestContext,
  options: { emailPrefix: string; position: string },
) {
  const recruiter = await seedUser(request, {
    email: uniqueEmail(options.emailPrefix),
    fullName: 'Rita Recruiter',
    role: 'recruiter',
  });
  const position = `${options.position} ${Date.now()}`;
  const job = await seedJobPosting(request, recruiter.token, {
    position,
    company: 'Sourcegraph',
    location: 'Remote',
    jobSpecs: 'jobs/sourcegraph_customer_support_engineer.pdf',
  });
  return { recruiter, position, job };
}
