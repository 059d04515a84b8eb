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
    await context.database.db.update(jobPostings).set({ position: 'Renamed elsewhere' }).where(eq(jobPostings.id, posting.id));
    await context.database.db.update(users).set({ role: 'candidate' }).where(eq(users.email, 'uncached.recruiter@example.com'));

    expect((await list()).json()[0]).toMatchObject({ position: 'Renamed elsewhere', can_manage: false });
  });
});
