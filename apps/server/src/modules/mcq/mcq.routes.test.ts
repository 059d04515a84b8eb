import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  GenerateMcqLinkResponseSchema,
  JobCandidatesResponseSchema,
  McqJobStatusSchema,
  McqResponseSchema,
  McqReviewResultsSchema,
  McqStatisticsResponseSchema,
  type McqCompetencyGroup,
} from '@viva/contracts';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { createJobPosting } from '../../../test/job-postings.ts';
import { answerKeyOf, mcqTokenFor, submitMcqAnswers, waitForMcqScore } from '../../../test/mcq.ts';

type Headers = { authorization: string };

const PUBLIC_URL = 'https://viva.example.com';
const NOT_FOUND = { detail: 'MCQ link not found or has expired.' };
const GONE = { detail: 'This MCQ link has expired or has already been used.' };
const WRONG_USER = {
  detail: 'This MCQ link is for a different user. Please log out and log in with the correct account.',
};

describe('MCQ assessments: links, taking, submitting, scoring, results', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let recruiter: Headers;
  let otherRecruiter: Headers;
  let admin: Headers;
  let candidates: Record<'ana' | 'bruno' | 'carla' | 'dora', Headers>;
  let anaId: string;
  let posting: { id: string };
  let groups: McqCompetencyGroup[];
  let answerKey: ReturnType<typeof answerKeyOf>;

  const execute = (query: ReturnType<typeof sql>) => testApp.testDatabase.database.db.execute(query);
  const generate = (headers: Headers | undefined, candidateEmail: string, jobPostingId = posting.id) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/jobs/${jobPostingId}/mcq/generate-link`,
      headers,
      payload: { candidate_email: candidateEmail },
    });
  const open = (token: string, headers?: Headers) =>
    app.inject({ method: 'GET', url: `/api/v1/mcq/${token}`, headers });
  const submit = (token: string, headers: Headers | undefined, answers: Record<string, string>) =>
    app.inject({ method: 'POST', url: `/api/v1/mcq/${token}/submit`, headers, payload: { answers } });
  const allCorrect = () => Object.fromEntries([...answerKey].map(([key, answer]) => [key, answer.correct]));

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: 'admin@example.com', PUBLIC_URL });
    app = testApp.app;
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/dev',
      payload: { email: 'ana@example.com', full_name: 'Ana Lima' },
    });
    recruiter = await signIn(app, 'recruiter@example.com', 'recruiter');
    otherRecruiter = await signIn(app, 'other@example.com', 'recruiter');
    admin = await signIn(app, 'admin@example.com');
    candidates = {
      ana: await signIn(app, 'ana@example.com', 'candidate'),
      bruno: await signIn(app, 'bruno@example.com', 'candidate'),
      carla: await signIn(app, 'carla@example.com', 'candidate'),
      dora: await signIn(app, 'dora@example.com', 'candidate'),
    };
    anaId = (await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: candidates.ana })).json().id;
    posting = await createJobPosting(app, recruiter);
    groups = (
      await app.inject({ method: 'GET', url: `/api/v1/jobs/${posting.id}`, headers: recruiter })
    ).json().mcqQuestions;
    answerKey = answerKeyOf(groups);
    expect(answerKey.size).toBeGreaterThanOrEqual(6);
  });
  afterAll(() => testApp.close());

  describe('generate-link', () => {
    it('gives a candidate a link to their own assessment on the public origin, the same one while it is unused', async () => {
      const first = await generate(candidates.bruno, 'bruno@example.com');
      expect(first.statusCode).toBe(200);
      const link = GenerateMcqLinkResponseSchema.parse(first.json());
      expect(link.mcq_url).toMatch(new RegExp(`^${PUBLIC_URL}/mcq/[A-Za-z0-9_-]{43}$`));
      expect(link.email_sent).toBe(false);
      expect(new Date(link.expires_at).getTime() - Date.now()).toBeGreaterThan(71 * 3_600_000);

      const again = await generate(candidates.bruno, ' Bruno@Example.com ');
      expect(again.json().mcq_url).toBe(link.mcq_url);
      // The job's recruiter and an admin asking for the same candidate get the same attempt's link too.
      expect((await generate(recruiter, 'bruno@example.com')).json().mcq_url).toBe(link.mcq_url);
      expect((await generate(admin, 'bruno@example.com')).json().mcq_url).toBe(link.mcq_url);
    });

    it('lets the job’s recruiter and an admin ask for any candidate’s link, even one without an account yet, and emails it', async () => {
      const outbox = async () =>
        (await app.inject({ method: 'GET', url: '/api/v1/email/outbox', headers: admin })).json()
          .messages as {
          to: string;
          subject: string;
          purpose: string;
          text: string;
          status: string;
        }[];
      const before = (await outbox()).length;
      const forNewcomer = await generate(recruiter, 'newcomer@example.com');
      expect(forNewcomer.statusCode).toBe(200);
      const link = GenerateMcqLinkResponseSchema.parse(forNewcomer.json());
      // No SMTP server configured: the message waits in the outbox and email_sent says it did not go.
      expect(link.email_sent).toBe(false);
      const [message] = await outbox();
      expect(message).toMatchObject({
        to: 'newcomer@example.com',
        subject: 'Your assessment for Customer Support Engineer at Sourcegraph',
        purpose: 'mcq-link',
        status: 'outbox',
      });
      expect(message!.text).toContain(link.mcq_url);
      expect(message!.text).toContain('signed in as newcomer@example.com');
      expect((await generate(admin, 'someone@example.com')).statusCode).toBe(200);
      // A candidate's own link is opened at once, not emailed.
      await generate(candidates.dora, 'dora@example.com');
      expect((await outbox()).length).toBe(before + 2);
    });

    it.each([
      ['a candidate, for someone else', (): Headers | undefined => candidates.carla, 403],
      ['a recruiter who did not post the job', (): Headers | undefined => otherRecruiter, 403],
      ['nobody signed in', (): Headers | undefined => undefined, 401],
    ] as const)('refuses %s', async (_, who, status) => {
      const response = await generate(who(), 'dora@example.com');
      expect(response.statusCode).toBe(status);
      expect(Object.keys(response.json())).toEqual(['detail']);
      expect(response.body).not.toContain('/mcq/');
    });

    it('answers 404 for an unknown job, 422 for a bad email, 409 for a job without questions', async () => {
      expect(
        (await generate(candidates.ana, 'ana@example.com', '00000000-0000-4000-8000-000000000000')).json(),
      ).toEqual({
        detail: 'Job posting not found',
      });
      const badEmail = await generate(candidates.ana, 'not an email');
      expect(badEmail.statusCode).toBe(422);
      expect(badEmail.json().detail[0].loc).toEqual(['body', 'candidate_email']);

      const bare = await createJobPosting(app, recruiter, { position: 'No questions' });
      await execute(sql`update job_postings set mcq_questions = '[]'::jsonb where id = ${bare.id}`);
      const response = await generate(candidates.ana, 'ana@example.com', bare.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: 'This job has no MCQ questions.' });
    });
  });

  describe('taking the assessment', () => {
    it('tells anyone holding the link whom it is for, and gives the questions only to that user', async () => {
      const token = await mcqTokenFor(app, candidates.carla, posting.id, 'carla@example.com');
      const link = {
        candidate_email: 'carla@example.com',
        position: 'Customer Support Engineer',
        company: 'Sourcegraph',
      };

      expect((await open(token)).json()).toEqual({ access: 'sign_in_required', ...link });
      for (const someoneElse of [candidates.ana, otherRecruiter, recruiter, admin]) {
        expect((await open(token, someoneElse)).json()).toEqual({ access: 'wrong_user', ...link });
      }
      const granted = McqResponseSchema.parse((await open(token, candidates.carla)).json());
      expect(granted).toMatchObject({ access: 'granted', ...link });
      if (granted.access !== 'granted') throw new Error('not granted');
      expect(granted.mcq_questions.map((group) => group.competency)).toEqual(
        groups.map((group) => group.competency),
      );
      // The same questions and options as the posting, options in an order of the attempt's own.
      granted.mcq_questions.forEach((group, groupIndex) => {
        group.questions.forEach((question, questionIndex) => {
          const stored = groups[groupIndex]!.questions[questionIndex]!;
          expect(question.question).toBe(stored.question);
          expect(question.options.map((option) => option.text).sort()).toEqual(
            stored.options.map((option) => option.text).sort(),
          );
        });
      });
    });

    it('never sends a correct answer, an explanation or a scoring hint (checked on the raw JSON against the key)', async () => {
      const token = await mcqTokenFor(app, candidates.dora, posting.id, 'dora@example.com');
      const response = await open(token, candidates.dora);
      expect(response.statusCode).toBe(200);
      const raw = response.body;
      const body: unknown = JSON.parse(raw);
      // Only these fields, at any depth: nothing named like an answer, an explanation or a score.
      expect([...fieldNames(body)].sort()).toEqual(
        [
          'access',
          'candidate_email',
          'candidate_name',
          'company',
          'competency',
          'expires_at',
          'mcq_questions',
          'options',
          'position',
          'question',
          'questions',
          'skill_level',
          'text',
        ].sort(),
      );
      for (const group of groups) {
        for (const question of group.questions)
          expect(raw).not.toContain(JSON.stringify(question.explanation).slice(1, -1));
      }
      // A correct answer appears only as one of the options (as each wrong one does), never as any other value.
      const correctAnswers = new Set([...answerKey.values()].map((answer) => answer.correct));
      expect(stringValuesOutsideOptions(body).filter((value) => correctAnswers.has(value))).toEqual([]);
    });

    it('shuffles the options for each attempt', async () => {
      const orderOf = async (candidate: Headers, email: string) => {
        const granted = McqResponseSchema.parse(
          (await open(await mcqTokenFor(app, candidate, posting.id, email), candidate)).json(),
        );
        if (granted.access !== 'granted') throw new Error('not granted');
        return granted.mcq_questions.flatMap((group) =>
          group.questions.map((question) => question.options.map((option) => option.text)),
        );
      };
      const [carla, dora] = [
        await orderOf(candidates.carla, 'carla@example.com'),
        await orderOf(candidates.dora, 'dora@example.com'),
      ];
      // Each attempt keeps its own order on every read; two attempts differ (9+ questions of 4 options: 1 in 24^9 to match).
      expect(await orderOf(candidates.carla, 'carla@example.com')).toEqual(carla);
      expect(dora).not.toEqual(carla);
    });

    it('answers 404 with the spec’s text for a token that matches nothing', async () => {
      for (const token of ['A'.repeat(43), 'short', 'x'.repeat(90)]) {
        const response = await open(token, candidates.ana);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
    });

    it('answers 410 for an expired link, and asking again then gives a new link', async () => {
      const token = await mcqTokenFor(app, candidates.ana, posting.id, 'ana@example.com');
      await execute(
        sql`update mcq_attempts set expires_at = now() - interval '1 minute' where candidate_email = 'ana@example.com'`,
      );
      expect((await open(token, candidates.ana)).statusCode).toBe(410);
      expect((await open(token, candidates.ana)).json()).toEqual(GONE);
      expect((await submit(token, candidates.ana, allCorrect())).json()).toEqual(GONE);
      const renewed = await mcqTokenFor(app, candidates.ana, posting.id, 'ana@example.com');
      expect(renewed).not.toBe(token);
      expect((await open(renewed, candidates.ana)).json().access).toBe('granted');
    });
  });

  describe('submitting and scoring', () => {
    it('refuses anyone but the candidate, and answers that break the rules with a 422 naming each', async () => {
      const token = await mcqTokenFor(app, candidates.ana, posting.id, 'ana@example.com');
      expect((await submit(token, undefined, allCorrect())).statusCode).toBe(401);
      for (const someoneElse of [candidates.bruno, recruiter, admin]) {
        const response = await submit(token, someoneElse, allCorrect());
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(WRONG_USER);
      }
      const [firstKey, secondKey, ...restKeys] = [...answerKey.keys()];
      const answers = { ...allCorrect(), [secondKey!]: 'Not an option', Nothing_basic: 'x' };
      delete answers[firstKey!];
      const response = await submit(token, candidates.ana, answers);
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toEqual([
        {
          loc: ['body', 'answers', secondKey],
          msg: `'Not an option' is not one of the options offered for '${secondKey}'`,
        },
        { loc: ['body', 'answers', 'Nothing_basic'], msg: "Unknown question 'Nothing_basic'" },
        { loc: ['body', 'answers', firstKey], msg: `Missing answer for '${firstKey}'` },
      ]);
      expect(restKeys.length).toBeGreaterThan(0);
      // Nothing was taken: the link still opens.
      expect((await open(token, candidates.ana)).json().access).toBe('granted');
    });

    it('scores in the background: the candidate polls the job and reads the results with answers and explanations', async () => {
      const token = await mcqTokenFor(app, candidates.ana, posting.id, 'ana@example.com');
      const signals = await app.inject({
        method: 'POST',
        url: `/api/v1/mcq/${token}/signals`,
        headers: candidates.ana,
        payload: {
          events: [
            { kind: 'tab_hidden', question_key: [...answerKey.keys()][0] },
            { kind: 'tab_hidden', question_key: null },
            { kind: 'paste', question_key: null },
            { kind: 'fullscreen_exit', question_key: null },
          ],
        },
      });
      expect(signals.statusCode).toBe(204);
      const badSignal = await app.inject({
        method: 'POST',
        url: `/api/v1/mcq/${token}/signals`,
        headers: candidates.ana,
        payload: { events: [{ kind: 'paste', question_key: 'Nothing_basic' }] },
      });
      expect(badSignal.statusCode).toBe(422);

      // Two of every three answered correctly.
      const jobId = await submitMcqAnswers(
        app,
        candidates.ana,
        token,
        answerKey,
        (_, index) => index % 3 !== 2,
      );
      const status = McqJobStatusSchema.parse(await waitForMcqScore(app, candidates.ana, jobId));
      expect(status.status).toBe('completed');
      const results = status.result!;
      const total = answerKey.size;
      const correct = [...answerKey.keys()].filter((_, index) => index % 3 !== 2).length;
      expect(results).toMatchObject({ total_questions: total, correct_answers: correct });
      expect(results.overall_score).toBeCloseTo((correct / total) * 100, 2);
      const flat = results.results.flatMap((group) =>
        group.questions.map((question) => ({
          key: `${group.competency}_${question.skill_level}`,
          ...question,
        })),
      );
      for (const question of flat) {
        expect(question.correct_answer).toBe(answerKey.get(question.key)!.correct);
        expect(question.explanation).toBeTruthy();
        expect(question.user_answer).toBe(
          question.is_correct ? answerKey.get(question.key)!.correct : answerKey.get(question.key)!.wrong,
        );
      }

      // Used: neither opened nor submitted again.
      expect((await open(token, candidates.ana)).json()).toEqual(GONE);
      expect((await submit(token, candidates.ana, allCorrect())).statusCode).toBe(410);
      // Asking for a link again: the assessment is done.
      const again = await generate(candidates.ana, 'ana@example.com');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ detail: 'This MCQ assessment has already been completed.' });

      // The scoring job is the candidate's alone.
      for (const someoneElse of [candidates.bruno, recruiter]) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/v1/mcq/job/${jobId}`,
          headers: someoneElse,
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ detail: 'Job not found' });
      }

      // The job's recruiter and admins read the same results, with the signals beside them.
      for (const reviewer of [recruiter, admin]) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/v1/mcq/results/${anaId}/${posting.id}`,
          headers: reviewer,
        });
        expect(response.statusCode).toBe(200);
        const review = McqReviewResultsSchema.parse(response.json());
        expect({ ...review, submitted_at: undefined, integrity: undefined }).toEqual({
          ...results,
          submitted_at: undefined,
          integrity: undefined,
        });
        expect(review.integrity).toMatchObject({ tab_hidden: 2, paste: 1, fullscreen_exit: 1 });
        expect(review.integrity.total_seconds).toBeGreaterThanOrEqual(0);
      }
    });

    it('keeps the results from everyone but the job’s recruiter and admins', async () => {
      const url = `/api/v1/mcq/results/${anaId}/${posting.id}`;
      for (const [headers, status] of [
        [undefined, 401],
        [candidates.ana, 403],
        [candidates.bruno, 403],
        [otherRecruiter, 403],
      ] as const) {
        const response = await app.inject({ method: 'GET', url, headers });
        expect(response.statusCode).toBe(status);
        expect(Object.keys(response.json())).toEqual(['detail']);
      }
      const none = await app.inject({
        method: 'GET',
        url: `/api/v1/mcq/results/${anaId}/not-a-job`,
        headers: admin,
      });
      expect(none.statusCode).toBe(404);
      const noResults = await app.inject({
        method: 'GET',
        url: `/api/v1/mcq/results/00000000-0000-4000-8000-000000000000/${posting.id}`,
        headers: recruiter,
      });
      expect(noResults.json()).toEqual({ detail: 'No MCQ results found for this candidate and job.' });
    });

    it('lists a candidate who took only the MCQ among the job’s candidates, once, and counts them on the card', async () => {
      const candidatesOf = async () => {
        const response = await app.inject({
          method: 'GET',
          url: `/api/v1/jobs/${posting.id}/candidates`,
          headers: recruiter,
        });
        expect(response.statusCode).toBe(200);
        return JobCandidatesResponseSchema.parse(response.json());
      };
      const countOnCard = async () =>
        (await app.inject({ method: 'GET', url: `/api/v1/jobs/${posting.id}`, headers: recruiter })).json()
          .interview_count;
      // Ana has results and no interview: listed without one, for the dialog's MCQ section.
      const before = await candidatesOf();
      expect(before.candidates.filter((candidate) => candidate.user_id === anaId)).toEqual([
        {
          conversation_id: null,
          user_id: anaId,
          full_name: 'Ana Lima',
          email: 'ana@example.com',
          interview_date: null,
          status: 'mcq_only',
        },
      ]);
      expect(before.count).toBe(before.candidates.length);
      expect(await countOnCard()).toBe(before.count);

      // Once she has an interview to review (here a request for a human-led one) she is listed by it, still once.
      const human = await app.inject({
        method: 'POST',
        url: '/api/v1/interview/human-requests',
        headers: candidates.ana,
        payload: { job_posting_id: posting.id },
      });
      expect(human.statusCode).toBe(201);
      const after = await candidatesOf();
      const ana = after.candidates.filter((candidate) => candidate.user_id === anaId);
      expect(ana).toHaveLength(1);
      expect(ana[0]).toMatchObject({ status: 'human_requested', conversation_id: expect.any(String) });
      expect(after.count).toBe(before.count);
      expect(await countOnCard()).toBe(before.count);
    });

    it('accepts one of 20 concurrent submits; the others find the link used', async () => {
      const token = await mcqTokenFor(app, candidates.bruno, posting.id, 'bruno@example.com');
      await open(token, candidates.bruno);
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => submit(token, candidates.bruno, allCorrect())),
      );
      const accepted = responses.filter((response) => response.statusCode === 202);
      expect(accepted).toHaveLength(1);
      for (const refused of responses.filter((response) => response.statusCode !== 202)) {
        expect(refused.statusCode).toBe(410);
        expect(refused.json()).toEqual(GONE);
      }
      const status = await waitForMcqScore(app, candidates.bruno, accepted[0]!.json().job_id);
      expect(status.result.overall_score).toBe(100);
      const counted = (await execute(
        sql`select count(*)::int as scored from mcq_attempts where candidate_email = 'bruno@example.com' and status = 'scored'`,
      )) as unknown as { rows: { scored: number }[] };
      expect(counted.rows[0]!.scored).toBe(1);
    });
  });

  describe('item statistics', () => {
    it('is for the job’s recruiter and admins only, and gives facility and discrimination from 5 attempts on', async () => {
      const url = `/api/v1/jobs/${posting.id}/mcq/statistics`;
      for (const [headers, status] of [
        [undefined, 401],
        [candidates.ana, 403],
        [otherRecruiter, 403],
      ] as const) {
        expect((await app.inject({ method: 'GET', url, headers })).statusCode).toBe(status);
      }
      const before = McqStatisticsResponseSchema.parse(
        (await app.inject({ method: 'GET', url, headers: recruiter })).json(),
      );
      expect(before.attempts).toBe(2);
      expect(before.items.every((item) => item.facility === null && item.discrimination === null)).toBe(true);
      expect(before.items[0]).toMatchObject({ answered: 2 });

      // Three more candidates: everyone gets question 0 right; question 1 only the weaker half.
      for (const email of ['eva@example.com', 'filipe@example.com', 'gil@example.com']) {
        const candidate = await signIn(app, email, 'candidate');
        const token = await mcqTokenFor(app, candidate, posting.id, email);
        await waitForMcqScore(
          app,
          candidate,
          await submitMcqAnswers(app, candidate, token, answerKey, (_, index) => index === 0),
        );
      }
      const after = McqStatisticsResponseSchema.parse(
        (await app.inject({ method: 'GET', url, headers: admin })).json(),
      );
      expect(after.attempts).toBe(5);
      const [first, second] = after.items;
      expect(first).toMatchObject({
        answered: 5,
        correct: 5,
        facility: 1,
        discrimination: null,
        flags: ['too_easy'],
      });
      // Ana (2/3 right) and Bruno (all right) got question 1 right; the three newcomers did not.
      expect(second).toMatchObject({ answered: 5, facility: 0.4 });
      expect(second!.discrimination).toBeGreaterThan(0);
    });
  });
});

function fieldNames(value: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) fieldNames(item, names);
  else if (value !== null && typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) {
      names.add(name);
      fieldNames(inner, names);
    }
  }
  return names;
}

function stringValuesOutsideOptions(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringValuesOutsideOptions);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, inner]) =>
      name === 'options' ? [] : stringValuesOutsideOptions(inner),
    );
  }
  return [];
}
