import { JobListResponseSchema, JobSummarySchema } from '@viva/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { createJobPosting } from '../../../test/job-postings.ts';
import { jobPostings } from './job-postings.schema.ts';

// The database builds the list's JSON (listJobPostingsJson): it must be the very bytes JSON.stringify gives for the
// contract's summaries, whatever the text holds, and each summary the same as the posting's own page says.
describe('GET /jobs/ built by the database', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ IN_PROCESS_CACHES: '0', ADMIN_EMAILS: 'json.admin@example.com' });
  });
  afterAll(() => testApp.close());

  it('is byte for byte the JSON of the contract, with escapes, nulls, other viewers and sub-millisecond times', async () => {
    const { app, context } = testApp;
    const recruiter = await signIn(app, 'json.recruiter@example.com', 'recruiter');
    const other = await signIn(app, 'json.other@example.com', 'recruiter');
    const candidate = await signIn(app, 'json.candidate@example.com', 'candidate');
    const admin = await signIn(app, 'json.admin@example.com');
    const plain = await createJobPosting(app, recruiter);
    const odd = await createJobPosting(app, other);
    const awkward =
      'Quote " backslash \\ slash / tab \t newline \n bell \u0007 del \u007f é 日本 😀 \u2028 </script>';
    await context.database.db
      .update(jobPostings)
      .set({
        position: awkward,
        company: '',
        location: '\u001f',
        workArrangement: {
          office_location: null,
          working_hours: 'Nine "to" five\\',
          on_call_requirement: null,
          work_arrangement: '😀',
        },
        createdAt: sql`'2026-01-02 03:04:05.678999+00'::timestamptz`,
      })
      .where(eq(jobPostings.id, odd.id));

    for (const viewer of [recruiter, other, candidate, admin]) {
      const list = await app.inject({ method: 'GET', url: '/api/v1/jobs/', headers: viewer });
      expect(list.statusCode).toBe(200);
      expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
      const items = JobListResponseSchema.parse(JSON.parse(list.body));
      expect(list.body).toBe(JSON.stringify(items));
      expect(items.map((item) => item.id)).toEqual([plain.id, odd.id]);
      for (const item of items) {
        const page = await app.inject({ method: 'GET', url: `/api/v1/jobs/${item.id}`, headers: viewer });
        expect(item).toEqual(JobSummarySchema.parse(page.json()));
      }
    }
    const [first, second] = JobListResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/v1/jobs/', headers: recruiter })).json(),
    );
    expect(first).toMatchObject({ can_manage: true, has_company_culture: false, interview_count: 0 });
    expect(second).toMatchObject({
      position: awkward,
      location: '\u001f',
      posted: '2026-01-02T03:04:05.678Z',
      workArrangementInfo: {
        office_location: null,
        working_hours: 'Nine "to" five\\',
        on_call_requirement: null,
        work_arrangement: '😀',
      },
      can_manage: false,
    });
  });

  it('is an empty array when there are no postings', async () => {
    await testApp.context.database.db.delete(jobPostings);
    const viewer = await signIn(testApp.app, 'json.empty@example.com', 'candidate');
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/jobs/', headers: viewer })).body).toBe(
      '[]',
    );
  });
});
