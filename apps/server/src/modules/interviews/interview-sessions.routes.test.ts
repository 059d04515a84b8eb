import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { InterviewSessionSchema, type InterviewSession } from '@viva/contracts';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { SPECIFIC_ANSWER } from '../../../test/interviews.ts';
import { createJobPosting } from '../../../test/job-postings.ts';

type Headers = { authorization: string };

describe('interview sessions (the candidate’s side)', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let recruiter: Headers;
  let candidate: Headers;
  let otherCandidate: Headers;
  let admin: Headers;
  let posting: { id: string; position: string; company: string; jobSpecsQuestions: string[] };

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: 'admin@example.com' });
    app = testApp.app;
    recruiter = await signIn(app, 'recruiter@example.com', 'recruiter');
    // The name the identity provider gives at first sign-in is the one the interviewer greets.
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/dev',
      payload: { email: 'ana.lima@example.com', full_name: 'Ana Lima' },
    });
    candidate = await signIn(app, 'ana.lima@example.com', 'candidate');
    otherCandidate = await signIn(app, 'bruno@example.com', 'candidate');
    admin = await signIn(app, 'admin@example.com');
    posting = await createJobPosting(app, recruiter);
  });
  afterAll(() => testApp.close());

  const start = (headers: Headers | undefined, body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/v1/interview/sessions', headers, payload: body });
  const answer = (headers: Headers, sessionId: string, answerTo: number, message: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/interview/sessions/${sessionId}/answers`,
      headers,
      payload: { answer_to: answerTo, message },
    });
  const read = (headers: Headers | undefined, sessionId: string) =>
    app.inject({ method: 'GET', url: `/api/v1/interview/sessions/${sessionId}`, headers });

  describe('starting', () => {
    let session: InterviewSession;

    it('plans the job’s questions, greets the candidate by name and asks the first question', async () => {
      const response = await start(candidate, { job_posting_id: posting.id, notice_accepted: true });
      expect(response.statusCode).toBe(201);
      session = InterviewSessionSchema.parse(response.json());
      expect(session).toMatchObject({
        job_posting_id: posting.id,
        status: 'active',
        interviewer: { kind: 'built-in' },
        position: posting.position,
        company: posting.company,
      });
      expect(session.conversation_id).toBe(session.session_id);
      expect(session.question_count).toBeGreaterThanOrEqual(2);
      const [greeting, first] = session.turns;
      expect(greeting).toMatchObject({ seq: 0, role: 'agent', kind: 'greeting', time_in_call_secs: 0 });
      expect(greeting?.message).toMatch(
        /^Hello Ana, and thank you for applying for the Customer Support Engineer role at Sourcegraph\./,
      );
      expect(first).toMatchObject({ seq: 1, role: 'agent', kind: 'question', question_number: 1 });
      expect(first?.message).toBe(posting.jobSpecsQuestions[0]);
      expect(session.awaiting_answer_to).toBe(1);
      expect(new Date(session.idle_expires_at!).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    });

    it('gives the voice widget its variables with the spec’s names, the job’s own title and company', () => {
      const variables = session.dynamic_variables;
      expect(Object.keys(variables).sort()).toEqual(
        [
          'user_name',
          'user_id',
          'job_posting_id',
          'job_title',
          'company_name',
          'job_spec_questions',
          'culture_questions',
          'job_specs_work_requirement_questions',
          'job_specs_description',
          'culture_description',
          'cv_questions',
          'cv_admin_questions',
          'interview_session_id',
        ].sort(),
      );
      expect(variables).toMatchObject({
        user_name: 'Ana Lima',
        job_posting_id: posting.id,
        job_title: posting.position,
        company_name: 'Sourcegraph',
        interview_session_id: session.session_id,
        // No culture document and no CV: the spec's defaults.
        culture_questions: 'No culture questions available',
        culture_description: 'No culture description available',
        cv_questions: '',
        cv_admin_questions: '',
      });
      // A pseudonym, never the account id or the email.
      expect(variables.user_id).toMatch(/^cand_[0-9a-f]{24}$/);
      expect(variables.job_spec_questions).toContain(`1. ${posting.jobSpecsQuestions[0]}`);
    });

    it('returns the same running session when Apply is pressed again (a reload, a second tab)', async () => {
      const again = await start(candidate, { job_posting_id: posting.id, notice_accepted: true });
      expect(again.statusCode).toBe(200);
      expect(again.json().session_id).toBe(session.session_id);
      expect(again.json().turns).toHaveLength(2);
    });

    it('refuses a start without the confirmed notice, with an unknown emailed-link token, or for an unknown posting', async () => {
      const unconfirmed = await start(otherCandidate, { job_posting_id: posting.id });
      expect(unconfirmed.statusCode).toBe(422);
      expect(unconfirmed.json().detail).toEqual([
        { loc: ['body', 'notice_accepted'], msg: 'Please confirm the interview notice before starting.' },
      ]);
      const withToken = await start(otherCandidate, {
        job_posting_id: posting.id,
        notice_accepted: true,
        token: 'abc',
      });
      expect(withToken.statusCode).toBe(404);
      expect(withToken.json()).toEqual({ detail: 'Interview link not found or has expired.' });
      const unknown = await start(otherCandidate, {
        job_posting_id: '00000000-0000-4000-8000-000000000000',
        notice_accepted: true,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ detail: 'Job posting not found' });
    });

    it('names the built-in interviewer when no voice agent is configured', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/interview/interviewer',
        headers: admin,
      });
      expect(response.json()).toEqual({ kind: 'built-in' });
    });

    it('lets candidates and recruiters apply, not admins or anonymous callers', async () => {
      expect((await start(admin, { job_posting_id: posting.id, notice_accepted: true })).statusCode).toBe(
        403,
      );
      expect((await start(undefined, { job_posting_id: posting.id, notice_accepted: true })).statusCode).toBe(
        401,
      );
    });

    it('shows a session to its candidate alone: everyone else gets 404 and nothing of it', async () => {
      expect((await read(candidate, session.session_id)).statusCode).toBe(200);
      for (const headers of [otherCandidate, recruiter, admin]) {
        const response = await read(headers, session.session_id);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ detail: 'Interview session not found' });
        const answered = await answer(headers, session.session_id, 1, 'I am someone else.');
        expect(answered.statusCode).toBe(404);
        const ended = await app.inject({
          method: 'POST',
          url: `/api/v1/interview/sessions/${session.session_id}/end`,
          headers,
        });
        expect(ended.statusCode).toBe(404);
        const speech = await app.inject({
          method: 'GET',
          url: `/api/v1/interview/sessions/${session.session_id}/turns/0/speech`,
          headers,
        });
        expect(speech.statusCode).toBe(404);
      }
      expect((await read(undefined, session.session_id)).statusCode).toBe(401);
      expect((await read(candidate, 'not-a-session')).statusCode).toBe(404);
    });
  });

  describe('answering', () => {
    let sessionId: string;

    beforeAll(async () => {
      sessionId = (await start(candidate, { job_posting_id: posting.id, notice_accepted: true })).json()
        .session_id;
    });

    it('follows a thin answer with one probe, then moves on', async () => {
      const thin = await answer(candidate, sessionId, 1, 'I did support.');
      expect(thin.statusCode).toBe(200);
      const afterThin = InterviewSessionSchema.parse(thin.json());
      expect(afterThin.turns.slice(2)).toMatchObject([
        { seq: 2, role: 'user', kind: 'answer', question_number: 1, message: 'I did support.' },
        { seq: 3, role: 'agent', kind: 'probe', question_number: 1 },
      ]);
      expect(afterThin.turns[3]?.message).toMatch(/specific example/);
      expect(afterThin.awaiting_answer_to).toBe(3);

      // A second thin answer to the probe is not probed again.
      const next = InterviewSessionSchema.parse(
        (await answer(candidate, sessionId, 3, 'Tickets, mostly.')).json(),
      );
      expect(next.turns.at(-1)).toMatchObject({ role: 'agent', kind: 'question', question_number: 2 });
    });

    it('saves a retried answer once and refuses an answer to a question already answered', async () => {
      const current = InterviewSessionSchema.parse((await read(candidate, sessionId)).json());
      const waiting = current.awaiting_answer_to!;
      const first = await answer(candidate, sessionId, waiting, SPECIFIC_ANSWER);
      const retried = await answer(candidate, sessionId, waiting, SPECIFIC_ANSWER);
      expect(retried.statusCode).toBe(200);
      expect(retried.json().turns).toEqual(first.json().turns);
      expect(
        first.json().turns.filter((turn: { message: string }) => turn.message === SPECIFIC_ANSWER),
      ).toHaveLength(1);
      // A specific answer gets no probe.
      expect(first.json().turns.at(-1)).toMatchObject({ kind: 'question', question_number: 3 });

      const stale = await answer(candidate, sessionId, waiting, 'Something different.');
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ detail: 'This question has already been answered.' });
      const blank = await answer(candidate, sessionId, first.json().awaiting_answer_to, '   ');
      expect(blank.statusCode).toBe(422);
      expect(blank.json().detail[0].msg).toBe('Please type or say an answer before sending it.');
    });

    it('takes one of two different answers sent at the same moment (two tabs), and refuses the other', async () => {
      const current = InterviewSessionSchema.parse((await read(candidate, sessionId)).json());
      const waiting = current.awaiting_answer_to!;
      const [first, second] = await Promise.all([
        answer(candidate, sessionId, waiting, `${SPECIFIC_ANSWER} (tab one)`),
        answer(candidate, sessionId, waiting, `${SPECIFIC_ANSWER} (tab two)`),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      const after = InterviewSessionSchema.parse((await read(candidate, sessionId)).json());
      expect(after.turns.filter((turn) => turn.seq === waiting + 1)).toHaveLength(1);
      expect(
        after.turns.filter(
          (turn) => turn.message.startsWith(SPECIFIC_ANSWER) && turn.message.includes('(tab'),
        ),
      ).toHaveLength(1);
    });

    it('resumes after a reload with every turn saved', async () => {
      const resumed = InterviewSessionSchema.parse((await read(candidate, sessionId)).json());
      expect(
        resumed.turns
          .filter((turn) => turn.role === 'user')
          .map((turn) => turn.message)
          .slice(0, 3),
      ).toEqual(['I did support.', 'Tickets, mostly.', SPECIFIC_ANSWER]);
      expect(resumed.turns.map((turn) => turn.seq)).toEqual(resumed.turns.map((_, index) => index));
    });

    it('speaks the interviewer’s turns as WAV and refuses the candidate’s own', async () => {
      const speech = await app.inject({
        method: 'GET',
        url: `/api/v1/interview/sessions/${sessionId}/turns/1/speech`,
        headers: candidate,
      });
      expect(speech.statusCode).toBe(200);
      expect(speech.headers['content-type']).toBe('audio/wav');
      expect(speech.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
      expect(speech.rawPayload.subarray(8, 12).toString()).toBe('WAVE');
      const ownTurn = await app.inject({
        method: 'GET',
        url: `/api/v1/interview/sessions/${sessionId}/turns/2/speech`,
        headers: candidate,
      });
      expect(ownTurn.statusCode).toBe(404);
    }, 60_000);

    it('answers every question to the closing words, then ends and queues grading', async () => {
      let session = InterviewSessionSchema.parse((await read(candidate, sessionId)).json());
      while (session.awaiting_answer_to !== null) {
        session = InterviewSessionSchema.parse(
          (await answer(candidate, sessionId, session.awaiting_answer_to, SPECIFIC_ANSWER)).json(),
        );
      }
      expect(session.status).toBe('completed');
      expect(session.turns.at(-1)).toMatchObject({ role: 'agent', kind: 'closing' });
      expect(session.turns.at(-1)?.message).toMatch(/^Thank you, Ana\. That was the last question\./);
      expect(session.ended_at).not.toBeNull();
      expect(session.idle_expires_at).toBeNull();
      const late = await answer(candidate, sessionId, session.turns.at(-1)!.seq, 'One more thing.');
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ detail: 'This interview has ended.' });
      // Applying again to the same posting does not start a second interview.
      const again = await start(candidate, { job_posting_id: posting.id, notice_accepted: true });
      expect(again.json().session_id).toBe(sessionId);
      expect(again.json().status).toBe('completed');
    });
  });

  describe('ending, idling and asking for a person', () => {
    let secondPosting: { id: string };

    beforeAll(async () => {
      secondPosting = await createJobPosting(app, recruiter, {
        position: 'Account Executive',
        jobSpecs: 'jobs/sourcegraph_account_executive.pdf',
      });
    });

    it('abandons an interview ended before any answer; it is not graded and a new one may start', async () => {
      const started = (
        await start(otherCandidate, { job_posting_id: secondPosting.id, notice_accepted: true })
      ).json();
      const ended = await app.inject({
        method: 'POST',
        url: `/api/v1/interview/sessions/${started.session_id}/end`,
        headers: otherCandidate,
      });
      expect(ended.statusCode).toBe(200);
      expect(ended.json()).toMatchObject({ status: 'abandoned', awaiting_answer_to: null });
      const fresh = await start(otherCandidate, { job_posting_id: secondPosting.id, notice_accepted: true });
      expect(fresh.statusCode).toBe(201);
      expect(fresh.json().session_id).not.toBe(started.session_id);
    });

    it('gives more time on request, and closes an interview idle past its limit (graded, since it was answered)', async () => {
      const session = (
        await start(otherCandidate, { job_posting_id: secondPosting.id, notice_accepted: true })
      ).json();
      await answer(otherCandidate, session.session_id, session.awaiting_answer_to, SPECIFIC_ANSWER);
      const extended = await app.inject({
        method: 'POST',
        url: `/api/v1/interview/sessions/${session.session_id}/more-time`,
        headers: otherCandidate,
      });
      expect(extended.statusCode).toBe(200);
      expect(new Date(extended.json().idle_expires_at).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

      // Twenty minutes pass without an answer.
      await testApp.testDatabase.database.db.execute(
        sql`update interview_sessions set last_activity_at = now() - interval '20 minutes' where id = ${session.session_id}`,
      );
      const waiting = (await read(otherCandidate, session.session_id)).json();
      expect(waiting.status).toBe('completed');
      const late = await answer(
        otherCandidate,
        session.session_id,
        waiting.turns.at(-1).seq,
        'Sorry, I am back.',
      );
      expect(late.statusCode).toBe(409);
    });

    it('records a request for a human-led interview once, for the posting’s recruiter', async () => {
      const third = await signIn(app, 'carla@example.com', 'candidate');
      const request = () =>
        app.inject({
          method: 'POST',
          url: '/api/v1/interview/human-requests',
          headers: third,
          payload: { job_posting_id: secondPosting.id },
        });
      const first = await request();
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({ job_posting_id: secondPosting.id });
      const second = await request();
      expect(second.json().requested_at).toBe(first.json().requested_at);
      const candidates = (
        await app.inject({
          method: 'GET',
          url: `/api/v1/jobs/${secondPosting.id}/candidates`,
          headers: recruiter,
        })
      ).json();
      expect(
        candidates.candidates.filter((entry: { status: string }) => entry.status === 'human_requested'),
      ).toHaveLength(1);
    });
  });
});
