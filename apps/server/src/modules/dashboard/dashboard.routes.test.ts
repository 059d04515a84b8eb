import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';

describe('dashboard (GET /api/v1/dashboard/stats) and its guard', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: 'head@example.com' });
  });
  afterAll(() => testApp.close());

  const stats = (headers?: { authorization: string }) =>
    testApp.app.inject({ method: 'GET', url: '/api/v1/dashboard/stats', headers });

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

  it('is open to candidates, recruiters and admins alike', async () => {
    const candidate = await signIn(testApp.app, 'viewer-candidate@example.com', 'candidate');
    const admin = await signIn(testApp.app, 'head@example.com');
    const recruiter = await signIn(testApp.app, 'viewer-recruiter@example.com', 'recruiter');
    const answers = await Promise.all(
      [candidate, admin, recruiter].map(async (headers) => (await stats(headers)).json()),
    );
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[1]).toEqual(answers[2]);
    expect(answers[0].candidates).toBe(3);
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
