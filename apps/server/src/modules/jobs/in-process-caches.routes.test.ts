import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { createJobPosting } from '../../../test/job-postings.ts';
import { jobPostings } from './job-postings.schema.ts';

// IN_PROCESS_CACHES=0 (docs/operations.md): what another process writes is seen by the very next request, because
// neither the signed-in user nor the job list is kept between requests.
describe('IN_PROCESS_CACHES=0', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ IN_PROCESS_CACHES: '0' });
  });
  afterAll(() => testApp.close());

  it('reads the job list and the signed-in user from the database on every request', async () => {
    const { app, context } = testApp;
    const recruiter = await signIn(app, 'uncached.recruiter@example.com', 'recruiter');
    const posting = await createJobPosting(app, recruiter);
    const list = () => app.inject({ method: 'GET', url: '/api/v1/jobs/', headers: recruiter });
    expect((await list()).json()[0]).toMatchObject({ id: posting.id, can_manage: true });

    // Written as another API process would: straight to the database, with no event in this one.
    await context.database.db
      .update(jobPostings)
      .set({ position: 'Renamed elsewhere' })
      .where(eq(jobPostings.id, posting.id));
    await context.database.db
      .update(users)
      .set({ role: 'candidate' })
      .where(eq(users.email, 'uncached.recruiter@example.com'));

    expect((await list()).json()[0]).toMatchObject({ position: 'Renamed elsewhere', can_manage: false });
  });
});

// Caches on (the default): a token checked once is remembered for a few seconds, but whose it is and what they may
// do is still decided on every request, from the user cache that this process's own changes clear.
describe('a remembered token', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: 'cache.admin@example.com' });
  });
  afterAll(() => testApp.close());

  it("follows a role change and a deletion at once, and refuses the token's tampered copies", async () => {
    const { app } = testApp;
    const admin = await signIn(app, 'cache.admin@example.com');
    const recruiter = await signIn(app, 'remembered.recruiter@example.com', 'recruiter');
    const posting = await createJobPosting(app, recruiter);
    const { id } = (await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: recruiter })).json();
    const list = (headers: { authorization: string }) =>
      app.inject({ method: 'GET', url: '/api/v1/jobs/', headers });
    expect((await list(recruiter)).json()[0]).toMatchObject({ id: posting.id, can_manage: true });

    for (const tampered of [
      `${recruiter.authorization.slice(0, -4)}AAAA`,
      recruiter.authorization.slice(0, -1),
    ]) {
      const refused = await list({ authorization: tampered });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ detail: 'Your session is not valid. Please sign in again.' });
    }

    const revoked = await app.inject({
      method: 'PUT',
      url: `/api/v1/access/users/${id}/role`,
      headers: admin,
      payload: { role: 'candidate' },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await list(recruiter)).json()[0]).toMatchObject({ id: posting.id, can_manage: false });

    const deleted = await app.inject({ method: 'DELETE', url: `/api/v1/users/${id}`, headers: admin });
    expect(deleted.statusCode).toBe(204);
    const gone = await list(recruiter);
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toEqual({ detail: 'Your session is not valid. Please sign in again.' });
  });
});
