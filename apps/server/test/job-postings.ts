import type { FastifyInstance } from 'fastify';
import { readFixture } from './fixtures.ts';
import { multipartBody } from './multipart.ts';

type Headers = { authorization: string };

/** Waits for a background job to finish (completed or failed) through its status call, and returns the record. */
export async function waitForJobStatus(app: FastifyInstance, headers: Headers, jobId: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const status = (await app.inject({ method: 'GET', url: `/api/v1/jobs/job/${jobId}`, headers })).json();
    if (status.status === 'completed' || status.status === 'failed') return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`job ${jobId} did not finish`);
}

/**
 * A real posting made the way a recruiter makes one: the fixture job specification uploaded and read by the
 * engine. Returns the posting as its recruiter sees it.
 */
export async function createJobPosting(
  app: FastifyInstance,
  recruiter: Headers,
  fields: { position?: string; company?: string; jobSpecs?: string } = {},
) {
  const body = multipartBody(
    {
      position: fields.position ?? 'Customer Support Engineer',
      company: fields.company ?? 'Sourcegraph',
      location: 'Remote',
      type: 'full-time',
    },
    [
      {
        field: 'job_specs',
        fileName: 'spec.pdf',
        content: readFixture(fields.jobSpecs ?? 'jobs/sourcegraph_customer_support_engineer.pdf'),
      },
    ],
  );
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/jobs/async',
    headers: { ...recruiter, ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 202) throw new Error(`posting failed: ${response.body}`);
  const status = await waitForJobStatus(app, recruiter, response.json().job_id);
  if (status.status !== 'completed') throw new Error(`posting failed: ${status.error}`);
  return status.result as { id: string; position: string; company: string; jobSpecsQuestions: string[] };
}
