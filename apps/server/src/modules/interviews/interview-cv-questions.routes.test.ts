import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { InterviewSessionSchema, type PlannedQuestion } from '@viva/contracts';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { cvWithQa, queryRows } from '../../../test/documents.ts';
import { createJobPosting } from '../../../test/job-postings.ts';

type Headers = { authorization: string };

// Spec part 2 §4.5 and §9: an interview asks the newest CV's questions and admin questions; without a CV, job
// questions only.
describe('interview sessions plan the candidate’s newest CV questions', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let recruiter: Headers;
  let posting: { id: string };

  beforeAll(async () => {
    testApp = await createTestApp();
    app = testApp.app;
    recruiter = await signIn(app, 'recruiter@example.com', 'recruiter');
    posting = await createJobPosting(app, recruiter);
  });
  afterAll(() => testApp.close());

  const startSession = async (candidate: Headers) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/interview/sessions',
      headers: candidate,
      payload: { job_posting_id: posting.id, notice_accepted: true },
    });
    expect(response.statusCode, response.body).toBe(201);
    const session = InterviewSessionSchema.parse(response.json());
    const [row] = await queryRows<{ planned_questions: PlannedQuestion[]; cv_path: string | null }>(
      testApp,
      sql`select planned_questions, cv_path from interview_sessions where id = ${session.session_id}`,
    );
    return { session, planned: row!.planned_questions, cvPath: row!.cv_path };
  };

  it('asks the newest CV’s questions and admin questions, with the CV’s sample answers', async () => {
    const candidate = await signIn(app, 'with.cv@example.com', 'candidate');
    await cvWithQa(app, candidate, 'cvs/soupboss_01_accountant.pdf');
    const newest = await cvWithQa(app, candidate, 'cvs/rendercv_classic.pdf');
    // An edit of the newest CV's Q&A is what the interview asks.
    const edited = await app.inject({
      method: 'POST',
      url: '/api/v1/cv_qa/edit',
      headers: candidate,
      payload: { cv_path: newest.cvPath, qa_index: 0, qa_type: 'regular', answer: 'My own sample answer.' },
    });
    expect(edited.statusCode).toBe(200);

    const { session, planned, cvPath } = await startSession(candidate);
    expect(cvPath).toBe(newest.cvPath);
    const cvQuestions = planned.filter((question) => question.question_type === 'cv');
    expect(cvQuestions.length).toBeGreaterThan(0);
    expect(cvQuestions[0]).toMatchObject({
      question: newest.qa.qa_pairs[0]!.question,
      expected_answer: 'My own sample answer.',
    });
    for (const question of cvQuestions) {
      expect(newest.qa.qa_pairs.map((pair) => pair.question)).toContain(question.question);
    }
    const adminQuestions = planned.filter((question) => question.question_type === 'cv_admin');
    expect(adminQuestions[0]).toMatchObject({
      question_title: newest.qa.qa_admin_pairs[0]!.title,
      question: newest.qa.qa_admin_pairs[0]!.question,
    });
    expect(session.dynamic_variables.cv_questions).toContain(newest.qa.qa_pairs[0]!.question);
  });

  it('asks job questions only when the candidate has no CV', async () => {
    const candidate = await signIn(app, 'without.cv@example.com', 'candidate');
    const { planned, cvPath, session } = await startSession(candidate);
    expect(cvPath).toBeNull();
    expect(
      planned.filter((question) => question.question_type === 'cv' || question.question_type === 'cv_admin'),
    ).toEqual([]);
    expect(session.dynamic_variables.cv_questions).toBe('');
  });
});
