import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InterviewLinkValidationSchema, InterviewSessionSchema } from '@viva/contracts';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { completeInterview } from '../../../test/interviews.ts';
import { createLink, userIdOf } from '../../../test/interview-links.ts';
import { createJobPosting } from '../../../test/job-postings.ts';

type Headers = { authorization: string };

const NOT_FOUND = { detail: 'Interview link not found or has expired.' };
const EXPIRED = { detail: 'This interview link has expired.' };
const USED = {
  detail:
    'This interview link has already been used. Please contact the hiring team if you need to retake the interview.',
};
const WRONG_USER = {
  detail: 'This interview link is for a different user. Please log out and log in with the correct account.',
};

describe('emailed interview links (no SMTP: the outbox)', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let recruiter: Headers;
  let otherRecruiter: Headers;
  let admin: Headers;
  let candidate: Headers;
  let otherCandidate: Headers;
  let candidateId: string;
  let recruiterId: string;
  let posting: { id: string; position: string; company: string; jobSpecsQuestions: string[] };

  beforeAll(async () => {
    // Development mode: the reset call exists (it is a 404 elsewhere, tested below).
    testApp = await createTestApp({
      NODE_ENV: 'development',
      ADMIN_EMAILS: 'admin@example.com',
      PUBLIC_URL: 'https://viva.example.com/',
    });
    app = testApp.app;
    recruiter = await signIn(app, 'recruiter@example.com', 'recruiter');
    otherRecruiter = await signIn(app, 'other.recruiter@example.com', 'recruiter');
    admin = await signIn(app, 'admin@example.com');
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/dev',
      payload: { email: 'ana.lima@example.com', full_name: 'Ana Lima' },
    });
    candidate = await signIn(app, 'Ana.Lima@example.com', 'candidate');
    otherCandidate = await signIn(app, 'bruno@example.com', 'candidate');
    candidateId = await userIdOf(app, candidate);
    recruiterId = await userIdOf(app, recruiter);
    posting = await createJobPosting(app, recruiter);
    // A real posting read by the engine: minutes on a machine busy with other work.
  }, 180_000);
  afterAll(() => testApp.close());

  const db = () => testApp.testDatabase.database.db;
  const rowsOf = async (query: SQL) =>
    ((await db().execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const createLinkCall = (headers: Headers | undefined, body: object) =>
    app.inject({ method: 'POST', url: '/api/v1/interview/create-link', headers, payload: body });
  const validate = (token: string, headers?: Headers) =>
    app.inject({ method: 'GET', url: `/api/v1/interview/validate-link/${token}`, headers });
  const status = (token: string) =>
    app.inject({ method: 'GET', url: `/api/v1/interview/link/${token}/status` });
  const consume = (token: string, headers?: Headers) =>
    app.inject({ method: 'POST', url: `/api/v1/interview/consume-link/${token}`, headers });
  const startSession = (headers: Headers, body: object) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/interview/sessions',
      headers,
      payload: { notice_accepted: true, ...body },
    });
  const outbox = (headers?: Headers) => app.inject({ method: 'GET', url: '/api/v1/email/outbox', headers });
  const expire = (token: string) =>
    db().execute(
      sql`update interview_links set expires_at = now() - interval '1 second' where token_hash = ${sha256(token)}`,
    );

  describe('create-link', () => {
    it('creates a link bound to the candidate and job, expiring after the recruiter’s setting, into the outbox', async () => {
      const settings = await app.inject({
        method: 'POST',
        url: '/api/v1/users/me/settings',
        headers: recruiter,
        payload: {
          questionTimeSeconds: 20,
          transitionTimeSeconds: 5,
          maxQuestionsToAsk: 2,
          autoPlayAudio: false,
          interview_link_expiration_hours: 24,
        },
      });
      expect(settings.statusCode).toBe(200);
      const before = Date.now();
      const created = await createLink(app, recruiter, candidateId, posting.id);
      expect(created.email_sent).toBe(false);
      // The public origin (PUBLIC_URL, its trailing slash dropped) and a 256-bit base64url token.
      expect(created.interview_url).toMatch(/^https:\/\/viva\.example\.com\/interview\/[A-Za-z0-9_-]{43}$/);
      const expiresIn = new Date(created.expires_at).getTime() - before;
      expect(expiresIn).toBeGreaterThanOrEqual(24 * 3600 * 1000 - 1000);
      expect(expiresIn).toBeLessThanOrEqual(24 * 3600 * 1000 + 5000);

      // Only the token's hash is stored.
      const rows = await rowsOf(sql`select * from interview_links`);
      const stored = rows.find((row) => row.token_hash === sha256(created.token));
      expect(stored).toMatchObject({
        candidate_id: candidateId,
        candidate_email: 'ana.lima@example.com',
        job_posting_id: posting.id,
        created_by: recruiterId,
        used_at: null,
      });
      expect(JSON.stringify(rows)).not.toContain(created.token);

      // The message waits in the outbox with the link, the job, the company and the expiry.
      const listed = await outbox(admin);
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toMatchObject({ smtp_configured: false, page: 1, page_size: 20 });
      const [message] = listed.json().messages;
      expect(message).toMatchObject({
        status: 'outbox',
        to: 'ana.lima@example.com',
        subject: `Your interview for ${posting.position} at ${posting.company}`,
        purpose: 'interview-link',
        attempts: 0,
        sent_at: null,
      });
      expect(message.text).toContain(created.interview_url);
      expect(message.text).toContain('Hello Ana Lima,');
      expect(message.text).toContain('expires on');
      expect(message.text).toContain('UTC');
      expect(message.text).toContain('conducted by an AI interviewer');
    });

    it('lets an admin send one for any posting, and the posting’s recruiter only for their own', async () => {
      expect((await createLink(app, admin, candidateId, posting.id)).email_sent).toBe(false);
      const foreign = await createLinkCall(otherRecruiter, { candidate_id: candidateId, job_id: posting.id });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({
        detail: 'Only the recruiter who posted this job, or an admin, can send interview links for it.',
      });
      expect(
        (await createLinkCall(undefined, { candidate_id: candidateId, job_id: posting.id })).statusCode,
      ).toBe(401);
      const byCandidate = await createLinkCall(candidate, { candidate_id: candidateId, job_id: posting.id });
      expect(byCandidate.statusCode).toBe(403);
    });

    it('refuses unknown ids, a non-candidate and missing fields, and stores nothing', async () => {
      const count = async () =>
        Number((await rowsOf(sql`select count(*)::int as total from interview_links`))[0]!.total);
      const before = await count();
      const outboxBefore = (await outbox(admin)).json().total;
      const cases: [object, number, unknown][] = [
        [
          { candidate_id: '00000000-0000-4000-8000-000000000000', job_id: posting.id },
          404,
          { detail: 'Candidate not found' },
        ],
        [{ candidate_id: 'not-an-id', job_id: posting.id }, 404, { detail: 'Candidate not found' }],
        [
          { candidate_id: recruiterId, job_id: posting.id },
          422,
          { detail: 'Interview links can only be sent to candidates.' },
        ],
        [
          { candidate_id: candidateId, job_id: '00000000-0000-4000-8000-000000000000' },
          404,
          { detail: 'Job posting not found' },
        ],
        [{ candidate_id: candidateId, job_id: 'x' }, 404, { detail: 'Job posting not found' }],
        [
          { candidate_id: candidateId },
          422,
          { detail: [{ loc: ['body', 'job_id'], msg: 'Please select a job posting.' }] },
        ],
      ];
      for (const [body, statusCode, answer] of cases) {
        const response = await createLinkCall(recruiter, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(statusCode);
        expect(response.json()).toEqual(answer);
      }
      expect(await count()).toBe(before);
      expect((await outbox(admin)).json().total).toBe(outboxBefore);
    });
  });

  describe('validate-link and status', () => {
    let token: string;
    beforeAll(async () => {
      token = (await createLink(app, recruiter, candidateId, posting.id)).token;
    });

    it('tells a signed-out visitor and another account only what the page needs before sign-in', async () => {
      for (const [headers, access] of [
        [undefined, 'signed-out'],
        [otherCandidate, 'wrong-user'],
        [admin, 'wrong-user'],
      ] as const) {
        const response = await validate(token, headers);
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body).toEqual({
          access,
          candidate: { email: 'ana.lima@example.com', full_name: null },
          job: { position: posting.position, company: posting.company, location: 'Remote' },
          expires_at: expect.any(String),
          is_used: false,
          can_resume: false,
        });
      }
    });

    it('gives the link’s candidate the questions, descriptions and ids (the email compared in any case)', async () => {
      const response = await validate(token, candidate);
      expect(response.statusCode).toBe(200);
      const body = InterviewLinkValidationSchema.parse(response.json());
      expect(body).toMatchObject({
        access: 'granted',
        candidate: { email: 'ana.lima@example.com', full_name: 'Ana Lima' },
        candidate_id: candidateId,
        job_id: posting.id,
        is_used: false,
        can_resume: false,
      });
      expect(body.job.jobSpecsQuestions).toEqual(posting.jobSpecsQuestions);
      expect(body.job.jobSpecsMarkdown!.length).toBeGreaterThan(100);
      expect(Array.isArray(body.job.jobSpecWorkRequirements)).toBe(true);
    });

    it('answers 404 for tokens that are not a link: unknown, one character changed, short, long, not URL-safe', async () => {
      const changed = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
      for (const bad of [
        changed,
        'a'.repeat(43),
        token.slice(0, 42),
        `${token}A`,
        `${token.slice(0, 42)}%2B`,
        '%20'.repeat(43),
      ]) {
        for (const response of [await validate(bad), await status(bad), await consume(bad, candidate)]) {
          expect(response.statusCode, bad).toBe(404);
          expect(response.json()).toEqual(NOT_FOUND);
        }
      }
      expect((await validate('')).statusCode).toBe(404);
      // A token far past any real one is refused before routing.
      expect([404, 414]).toContain((await validate('a'.repeat(20_000))).statusCode);
    });

    it('refuses a stale session token on validation (sign in again) rather than treating it as signed out', async () => {
      const response = await validate(token, { authorization: 'Bearer not-a-token' });
      expect(response.statusCode).toBe(401);
    });

    it('answers 410 for an expired link on every call', async () => {
      const expired = (await createLink(app, recruiter, candidateId, posting.id)).token;
      await expire(expired);
      for (const response of [
        await validate(expired),
        await validate(expired, candidate),
        await status(expired),
        await consume(expired, candidate),
        await startSession(candidate, { job_posting_id: posting.id, token: expired }),
      ]) {
        expect(response.statusCode).toBe(410);
        expect(response.json()).toEqual(EXPIRED);
      }
    });
  });

  describe('consume-link', () => {
    it('consumes once for the link’s candidate only', async () => {
      const { token } = await createLink(app, recruiter, candidateId, posting.id);
      expect((await consume(token)).statusCode).toBe(401);
      const wrong = await consume(token, otherCandidate);
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toEqual(WRONG_USER);
      expect((await status(token)).json()).toEqual({ is_used: false });
      const first = await consume(token, candidate);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ is_used: true });
      expect((await status(token)).json()).toEqual({ is_used: true });
      const again = await consume(token, candidate);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual(USED);
      // A consumed link starts no interview.
      const started = await startSession(candidate, { job_posting_id: posting.id, token });
      expect(started.statusCode).toBe(409);
      expect(started.json()).toEqual(USED);
    });

    it('of 50 concurrent consumes exactly one succeeds', async () => {
      const { token } = await createLink(app, recruiter, candidateId, posting.id);
      const responses = await Promise.all(Array.from({ length: 50 }, () => consume(token, candidate)));
      const codes = responses.map((response) => response.statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      expect(codes.filter((code) => code === 409)).toHaveLength(49);
    });
  });

  describe('the interview from a link', () => {
    let token: string;
    let sessionId: string;

    it('refuses another account, another posting, and an unconfirmed notice', async () => {
      token = (await createLink(app, recruiter, candidateId, posting.id)).token;
      const wrong = await startSession(otherCandidate, { job_posting_id: posting.id, token });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toEqual(WRONG_USER);
      const otherPosting = await startSession(candidate, {
        job_posting_id: '00000000-0000-4000-8000-000000000000',
        token,
      });
      expect(otherPosting.statusCode).toBe(422);
      expect(otherPosting.json()).toEqual({ detail: 'This interview link is for another job posting.' });
      const unconfirmed = await app.inject({
        method: 'POST',
        url: '/api/v1/interview/sessions',
        headers: candidate,
        payload: { job_posting_id: posting.id, token },
      });
      expect(unconfirmed.statusCode).toBe(422);
      expect((await status(token)).json()).toEqual({ is_used: false });
      const cvQuestions = await app.inject({
        method: 'GET',
        url: `/api/v1/interview/link/${token}/cv-questions`,
        headers: otherCandidate,
      });
      expect(cvQuestions.statusCode).toBe(403);
    });

    it('starts the candidate’s interview for the link’s posting and consumes the link in the same step', async () => {
      // Ten tabs at once: one session, the link consumed once, every tab gets that session.
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => startSession(candidate, { job_posting_id: posting.id, token })),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([
        200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
      ]);
      const sessions = responses.map((response) => InterviewSessionSchema.parse(response.json()));
      sessionId = sessions[0]!.session_id;
      expect(new Set(sessions.map((session) => session.session_id))).toEqual(new Set([sessionId]));
      expect(sessions[0]).toMatchObject({
        job_posting_id: posting.id,
        status: 'active',
        position: posting.position,
      });
      expect(sessions[0]!.turns[0]!.message).toContain('Hello Ana,');

      const [link] = await rowsOf(
        sql`select used_at, session_id from interview_links where token_hash = ${sha256(token)}`,
      );
      expect(link!.session_id).toBe(sessionId);
      expect(link!.used_at).not.toBeNull();
      expect((await validate(token, candidate)).json()).toMatchObject({ is_used: true, can_resume: true });
      // Someone else learns nothing about the interview.
      expect((await validate(token, otherCandidate)).json()).toMatchObject({
        is_used: true,
        can_resume: false,
      });
    });

    it('resumes the running interview from the used link, and refuses the link once it has ended', async () => {
      const resumed = await startSession(candidate, { job_posting_id: posting.id, token });
      expect(resumed.statusCode).toBe(200);
      expect(resumed.json().session_id).toBe(sessionId);
      const finished = await completeInterview(app, candidate, posting.id);
      expect(finished).toMatchObject({ session_id: sessionId, status: 'completed' });
      expect((await validate(token, candidate)).json()).toMatchObject({ is_used: true, can_resume: false });
      const after = await startSession(candidate, { job_posting_id: posting.id, token });
      expect(after.statusCode).toBe(409);
      expect(after.json()).toEqual(USED);
      // A new link for a posting the candidate was already interviewed for is refused without being consumed.
      const second = (await createLink(app, recruiter, candidateId, posting.id)).token;
      const refused = await startSession(candidate, { job_posting_id: posting.id, token: second });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        detail: 'You have already completed the interview for this job posting.',
      });
      expect((await status(second)).json()).toEqual({ is_used: false });
    });

    it('answers the CV questions call for the candidate (no CV: 404 with the reason)', async () => {
      const fresh = (await createLink(app, recruiter, candidateId, posting.id)).token;
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/interview/link/${fresh}/cv-questions`,
        headers: candidate,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'No CV found' });
    });

    it('resets a used link in development: unused again and its interview removed', async () => {
      const reset = await app.inject({ method: 'POST', url: `/api/v1/interview/link/${token}/reset` });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ is_used: false });
      expect(await rowsOf(sql`select id from interview_sessions where id = ${sessionId}`)).toHaveLength(0);
      const again = await startSession(candidate, { job_posting_id: posting.id, token });
      expect(again.statusCode).toBe(201);
      expect(again.json().session_id).not.toBe(sessionId);
      const unknown = await app.inject({
        method: 'POST',
        url: `/api/v1/interview/link/${'b'.repeat(43)}/reset`,
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('links whose candidate or posting is gone', () => {
    it('answers 404 once the candidate is deleted or the posting is deleted', async () => {
      const gone = await signIn(app, 'gone@example.com', 'candidate');
      const goneId = await userIdOf(app, gone);
      const ofDeletedUser = (await createLink(app, recruiter, goneId, posting.id)).token;
      await db().execute(sql`delete from users where id = ${goneId}`);
      expect((await validate(ofDeletedUser)).statusCode).toBe(404);

      const shortLived = await createJobPosting(app, recruiter, { position: 'Temporary Role' });
      const ofDeletedPosting = (await createLink(app, recruiter, candidateId, shortLived.id)).token;
      expect((await validate(ofDeletedPosting)).statusCode).toBe(200);
      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/v1/jobs/${shortLived.id}`,
        headers: recruiter,
      });
      expect(deleted.statusCode).toBeLessThan(300);
      expect((await validate(ofDeletedPosting)).json()).toEqual(NOT_FOUND);
    });
  });

  describe('the outbox', () => {
    it('is for admins only', async () => {
      expect((await outbox()).statusCode).toBe(401);
      expect((await outbox(recruiter)).statusCode).toBe(403);
      expect((await outbox(candidate)).statusCode).toBe(403);
      const page = await app.inject({ method: 'GET', url: '/api/v1/email/outbox?page=0', headers: admin });
      expect(page.statusCode).toBe(422);
    });
  });
});

describe('reset outside development', () => {
  it('does not exist (404)', async () => {
    const testApp = await createTestApp({ NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(40) });
    try {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/v1/interview/link/${'a'.repeat(43)}/reset`,
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });
});

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
