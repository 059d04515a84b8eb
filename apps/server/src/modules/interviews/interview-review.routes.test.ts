import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { readDocument } from '@viva/engine';
import {
  GradingRecordSchema,
  InterviewTranscriptResponseSchema,
  type InterviewSession,
} from '@viva/contracts';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { completeInterview, SPECIFIC_ANSWER, waitForGrading } from '../../../test/interviews.ts';
import { createJobPosting } from '../../../test/job-postings.ts';
import { answerKeyOf, mcqTokenFor, submitMcqAnswers, waitForMcqScore } from '../../../test/mcq.ts';

type Headers = { authorization: string };
type Identity = { name: string; headers: Headers | undefined };

describe('reviewing interviews: transcript, grade, report, MCQ results, candidates of a job', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let identities: Record<
    'anonymous' | 'candidateA' | 'candidateB' | 'otherRecruiter' | 'jobRecruiter' | 'admin',
    Identity
  >;
  let posting: { id: string; position: string; jobSpecsQuestions: string[] };
  let session: InterviewSession;
  let candidateAId: string;

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: 'admin@example.com' });
    app = testApp.app;
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/dev',
      payload: { email: 'ana@example.com', full_name: 'Ana Lima' },
    });
    const jobRecruiter = await signIn(app, 'recruiter@example.com', 'recruiter');
    const candidateA = await signIn(app, 'ana@example.com', 'candidate');
    identities = {
      anonymous: { name: 'anonymous', headers: undefined },
      candidateA: { name: 'candidate A (interviewed)', headers: candidateA },
      candidateB: { name: 'candidate B', headers: await signIn(app, 'bruno@example.com', 'candidate') },
      otherRecruiter: {
        name: 'another recruiter',
        headers: await signIn(app, 'other@example.com', 'recruiter'),
      },
      jobRecruiter: { name: 'the job’s recruiter', headers: jobRecruiter },
      admin: { name: 'admin', headers: await signIn(app, 'admin@example.com') },
    };
    candidateAId = (await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: candidateA })).json()
      .id;
    posting = await createJobPosting(app, jobRecruiter);
    session = await completeInterview(app, candidateA, posting.id, (question) =>
      question === 2 ? 'Yes.' : SPECIFIC_ANSWER,
    );
    expect(await waitForGrading(app, jobRecruiter, session.session_id)).toEqual({
      status: 'completed',
      error: null,
    });
  });
  afterAll(() => testApp.close());

  const get = (url: string, identity: Identity) =>
    app.inject({ method: 'GET', url, headers: identity.headers });

  /** Every endpoint for every identity: reviewers get it, everyone else a refusal carrying nothing of the interview. */
  const endpoints = () => [
    { url: `/api/v1/jobs/${posting.id}/candidates`, method: 'GET' as const },
    { url: `/api/v1/interview/transcript/${session.session_id}`, method: 'GET' as const },
    { url: `/api/v1/interview/grade/${session.session_id}`, method: 'GET' as const },
    { url: `/api/v1/interview/grade/${session.session_id}/pdf`, method: 'GET' as const },
    { url: `/api/v1/interview/grade/${session.session_id}/retry`, method: 'POST' as const },
    { url: `/api/v1/mcq/results/${candidateAId}/${posting.id}`, method: 'GET' as const },
  ];

  it.each([
    ['anonymous', 401],
    ['candidateA', 403],
    ['candidateB', 403],
    ['otherRecruiter', 403],
  ] as const)('refuses %s on every endpoint, sending nothing of the interview', async (who, status) => {
    for (const endpoint of endpoints()) {
      const response = await app.inject({
        method: endpoint.method,
        url: endpoint.url,
        headers: identities[who].headers,
      });
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(status);
      expect(Object.keys(response.json())).toEqual(['detail']);
      expect(response.body).not.toContain(SPECIFIC_ANSWER.slice(0, 30));
      expect(response.body).not.toContain('ana@example.com');
    }
  });

  it.each(['jobRecruiter', 'admin'] as const)('lets %s read the candidates of the job', async (who) => {
    const response = await get(`/api/v1/jobs/${posting.id}/candidates`, identities[who]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      count: 1,
      candidates: [
        {
          conversation_id: session.session_id,
          user_id: candidateAId,
          full_name: 'Ana Lima',
          email: 'ana@example.com',
          interview_date: session.ended_at,
          status: 'completed',
        },
      ],
    });
  });

  it.each(['jobRecruiter', 'admin'] as const)(
    'lets %s read the transcript in the spec’s shape',
    async (who) => {
      const response = await get(`/api/v1/interview/transcript/${session.session_id}`, identities[who]);
      expect(response.statusCode).toBe(200);
      const detail = InterviewTranscriptResponseSchema.parse(response.json());
      expect(detail).toMatchObject({
        conversation_id: session.session_id,
        job_posting_id: posting.id,
        full_name: 'Ana Lima',
        status: 'completed',
        interview_date: session.ended_at,
        grading: { status: 'completed', error: null },
      });
      expect(detail.transcript).toEqual(
        session.turns.map(({ role, message, time_in_call_secs }) => ({ role, message, time_in_call_secs })),
      );
      expect(Object.keys(detail.transcript[0]!).sort()).toEqual(['message', 'role', 'time_in_call_secs']);
    },
  );

  it('grades every planned question with a score, a justification and evidence quoted from the transcript', async () => {
    const response = await get(`/api/v1/interview/grade/${session.session_id}`, identities.jobRecruiter);
    expect(response.statusCode).toBe(200);
    const record = GradingRecordSchema.parse(response.json());
    expect(record).toMatchObject({
      conversation_id: session.session_id,
      job_posting_id: posting.id,
      mcq_results: null,
      engine: { kind: 'offline' },
    });
    expect(record.processed_questions).toHaveLength(session.question_count);
    const userTurns = session.turns.filter((turn) => turn.role === 'user');
    for (const question of record.processed_questions) {
      expect(question.user_answer).not.toBeNull();
      expect(question.justification.length).toBeGreaterThan(10);
      expect(question.evidence.length).toBeGreaterThan(0);
      for (const evidence of question.evidence) {
        const said = userTurns.find(
          (turn) =>
            turn.time_in_call_secs === evidence.time_in_call_secs && turn.message.includes(evidence.quote),
        );
        expect(said, evidence.quote).toBeDefined();
      }
    }
    // The vague 'Yes.' to an open question scores below the specific answers.
    const [first, second] = record.processed_questions;
    expect(second!.score).toBeLessThan(first!.score);
  });

  it('keeps the questions the interview was planned with when the posting’s questions change afterwards', async () => {
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/v1/jobs/${posting.id}/jobSpecsQuestions`,
      headers: identities.jobRecruiter.headers,
      payload: { jobSpecsQuestions: ['A brand new question?'] },
    });
    expect(edited.statusCode).toBe(200);
    const record = (
      await get(`/api/v1/interview/grade/${session.session_id}`, identities.jobRecruiter)
    ).json();
    expect(record.processed_questions[0].question).toBe(posting.jobSpecsQuestions[0]);
  });

  it('downloads a PDF report with the candidate, job, answers, scores, evidence and transcript', async () => {
    const response = await get(`/api/v1/interview/grade/${session.session_id}/pdf`, identities.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Interview report - Ana Lima - Customer Support Engineer\.pdf"/,
    );
    const { markdown } = await readDocument(new Uint8Array(response.rawPayload), { accept: ['pdf'] });
    const text = markdown.replace(/\s+/g, ' ');
    for (const expected of [
      'Interview Report',
      'Ana Lima',
      'Customer Support Engineer at Sourcegraph',
      'CV Verification Questions',
      'Justification',
      'Evidence at',
      'cut our first response time from 9 hours to 2 hours',
      'No MCQ results available.',
      'Transcript',
      'Hello Ana',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('answers the spec’s 404s: no results yet, unknown conversations, interviews still running', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/api/v1/interview/grade/${unknown}`, identities.jobRecruiter)).json()).toEqual({
      detail: 'No interview results found for this interview.',
    });
    expect((await get(`/api/v1/interview/grade/${unknown}/pdf`, identities.jobRecruiter)).statusCode).toBe(
      404,
    );
    const transcript = await get(`/api/v1/interview/transcript/${unknown}`, identities.jobRecruiter);
    expect(transcript.statusCode).toBe(404);
    expect(transcript.json()).toEqual({ detail: 'No interview details found for this conversation.' });

    const running = await app.inject({
      method: 'POST',
      url: '/api/v1/interview/sessions',
      headers: identities.candidateB.headers,
      payload: { job_posting_id: posting.id, notice_accepted: true },
    });
    expect(
      (await get(`/api/v1/interview/transcript/${running.json().session_id}`, identities.jobRecruiter))
        .statusCode,
    ).toBe(404);
    expect((await get(`/api/v1/jobs/${posting.id}/candidates`, identities.jobRecruiter)).json().count).toBe(
      1,
    );
  });

  it('answers 404 for MCQ results until the candidate took the assessment, and refuses a second grading', async () => {
    const mcq = await get(`/api/v1/mcq/results/${candidateAId}/${posting.id}`, identities.jobRecruiter);
    expect(mcq.statusCode).toBe(404);
    expect(mcq.json()).toEqual({ detail: 'No MCQ results found for this candidate and job.' });
    const retry = await app.inject({
      method: 'POST',
      url: `/api/v1/interview/grade/${session.session_id}/retry`,
      headers: identities.admin.headers,
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual({ detail: 'This interview is already graded.' });
  });

  it('counts the interview on the job card and the dashboard', async () => {
    const list = (await get('/api/v1/jobs/', identities.candidateB)).json();
    expect(list.find((job: { id: string }) => job.id === posting.id).interview_count).toBe(1);
    // Candidate A's interview is completed; candidate B's (started above) is still running.
    const stats = (await get('/api/v1/dashboard/stats', identities.jobRecruiter)).json();
    expect(stats.interviews).toEqual({ total: 2, completed: 1, scheduled: 1 });
    expect((await get('/api/v1/dashboard/stats', identities.admin)).json().interviews).toEqual(
      stats.interviews,
    );
    // Another recruiter's postings have none; each candidate sees their own, and the posting they applied to.
    expect((await get('/api/v1/dashboard/stats', identities.otherRecruiter)).json().interviews).toEqual({
      total: 0,
      completed: 0,
      scheduled: 0,
    });
    const own = (await get('/api/v1/dashboard/stats', identities.candidateA)).json();
    expect(own.interviews).toEqual({ total: 1, completed: 1, scheduled: 0 });
    expect(own.job_applications).toEqual({ total: 1, open: 1, closed: 0 });
    expect((await get('/api/v1/dashboard/stats', identities.candidateB)).json().interviews).toEqual({
      total: 1,
      completed: 0,
      scheduled: 1,
    });
  });

  it('carries the candidate’s MCQ results, with their signals, in the grading record and the report', async () => {
    const recruiter = identities.jobRecruiter.headers!;
    const candidate = identities.candidateA.headers!;
    const groups = (await get(`/api/v1/jobs/${posting.id}`, identities.jobRecruiter)).json().mcqQuestions;
    const token = await mcqTokenFor(app, candidate, posting.id, 'ana@example.com');
    await waitForMcqScore(app, candidate, await submitMcqAnswers(app, candidate, token, answerKeyOf(groups)));

    const record = GradingRecordSchema.parse(
      (await get(`/api/v1/interview/grade/${session.session_id}`, identities.jobRecruiter)).json(),
    );
    const fallback = await get(`/api/v1/mcq/results/${candidateAId}/${posting.id}`, identities.jobRecruiter);
    expect(record.mcq_results).toEqual(fallback.json());
    expect(record.mcq_results).toMatchObject({ overall_score: 100, integrity: { tab_hidden: 0, paste: 0 } });
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/v1/interview/grade/${session.session_id}/pdf`,
      headers: recruiter,
    });
    const { markdown: text } = await readDocument(new Uint8Array(pdf.rawPayload), { accept: ['pdf'] });
    expect(text).toContain('Overall score');
    expect(text).toContain('100.0%');
    expect(text).toContain('tab hidden 0, pasted 0, left full screen 0');
  });
});
