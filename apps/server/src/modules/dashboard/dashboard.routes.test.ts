import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { readFixture } from '../../../test/fixtures.ts';
import { multipartBody } from '../../../test/multipart.ts';

const JOB_SPEC = readFixture('jobs/sourcegraph_customer_support_engineer.pdf');

describe('dashboard (GET /api/v1/dashboard/stats) and its guard', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: 'head@example.com' });
  });
  afterAll(() => testApp.close());

  const stats = (headers?: { authorization: string }) =>
    testApp.app.inject({ method: 'GET', url: '/api/v1/dashboard/stats', headers });

  /** Posts a job as the recruiter would, through the form, and waits for the posting to exist. */
  async function postJobAndWait(headers: { authorization: string }) {
    const form = multipartBody({ position: 'Engineer', company: 'Acme', location: 'Remote' }, [
      { field: 'job_specs', fileName: 'spec.pdf', content: JOB_SPEC },
    ]);
    const posted = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/jobs/async',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(posted.statusCode).toBe(202);
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const status = (
        await testApp.app.inject({ method: 'GET', url: `/api/v1/jobs/job/${posted.json().job_id}`, headers })
      ).json();
      if (status.status === 'completed') return;
      if (status.status === 'failed') throw new Error(status.error);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the posting was not created in time');
  }

  it('counts the users with the candidate role; the other cards are zero until jobs and interviews exist', async () => {
    const recruiter = await signIn(testApp.app, 'counting-recruiter@example.com', 'recruiter');
    const empty = await stats(recruiter);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      candidates: 0,
      job_applications: { total: 0, open: 0, closed: 0 },
      interviews: { total: 0, completed: 0, scheduled: 0 },
    });

    await signIn(testApp.app, 'first-candidate@example.com', 'candidate');
    await signIn(testApp.app, 'second-candidate@example.com', 'candidate');
    await signIn(testApp.app, 'undecided@example.com');
    await signIn(testApp.app, 'other-recruiter@example.com', 'recruiter');
    await signIn(testApp.app, 'head@example.com');
    // Signing in again is not a new candidate.
    await signIn(testApp.app, 'First-Candidate@example.com');
    expect((await stats(recruiter)).json()).toEqual({
      candidates: 2,
      job_applications: { total: 0, open: 0, closed: 0 },
      interviews: { total: 0, completed: 0, scheduled: 0 },
    });
  });

  it('shows each role its own figures: an admin everything, a recruiter their postings, a candidate their own', async () => {
    const poster = await signIn(testApp.app, 'poster@example.com', 'recruiter');
    const otherPoster = await signIn(testApp.app, 'other-poster@example.com', 'recruiter');
    const idleRecruiter = await signIn(testApp.app, 'idle-recruiter@example.com', 'recruiter');
    const candidate = await signIn(testApp.app, 'viewer-candidate@example.com', 'candidate');
    const admin = await signIn(testApp.app, 'head@example.com');
    await postJobAndWait(poster);
    await postJobAndWait(poster);
    await postJobAndWait(otherPoster);
    const candidateCount = (await stats(admin)).json().candidates;

    const figures = async (headers: { authorization: string }) => {
      const response = await stats(headers);
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const noInterviews = { total: 0, completed: 0, scheduled: 0 };
    expect(await figures(admin)).toEqual({
      candidates: candidateCount,
      job_applications: { total: 3, open: 3, closed: 0 },
      interviews: noInterviews,
    });
    expect(await figures(poster)).toEqual({
      candidates: candidateCount,
      job_applications: { total: 2, open: 2, closed: 0 },
      interviews: noInterviews,
    });
    expect((await figures(otherPoster)).job_applications).toEqual({ total: 1, open: 1, closed: 0 });
    expect((await figures(idleRecruiter)).job_applications).toEqual({ total: 0, open: 0, closed: 0 });
    // Nothing of the platform reaches a candidate: no candidate count, no one else's postings.
    expect(await figures(candidate)).toEqual({
      candidates: null,
      job_applications: { total: 0, open: 0, closed: 0 },
      interviews: noInterviews,
    });
  });

  it('answers 403 to a signed-in user who has not chosen a role yet', async () => {
    const headers = await signIn(testApp.app, 'no-role@example.com');
    const response = await stats(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Choose a role before using this part of Viva.' });
  });

  it('answers 401 without a token, with a malformed header and for a user who no longer exists', async () => {
    const missing = await stats();
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ detail: 'Not authenticated' });

    const { authorization } = await signIn(testApp.app, 'basic@example.com', 'candidate');
    const notBearer = await stats({ authorization: authorization.replace('Bearer', 'Basic') });
    expect(notBearer.statusCode).toBe(401);
    expect(notBearer.json()).toEqual({ detail: 'Not authenticated' });

    const { token } = await testApp.context.tokens.issue(randomUUID());
    const gone = await stats({ authorization: `Bearer ${token}` });
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toEqual({ detail: 'Your session is not valid. Please sign in again.' });
  });
});
