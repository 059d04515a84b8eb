import { expect } from 'vitest';
import { McqResponseSchema } from '@viva/contracts';
import { describeServerCrash } from '../../../test/crash-restart.ts';
import { answerChat, JOB_GENERATION_ANSWERS } from '../../../test/llm-answers.ts';
import { answerKeyOf, tokenOf } from '../../../test/mcq.ts';
import { createPostingIn, finishedJob, signInTo, until } from '../../../test/server-process.ts';
import { MCQ_SCORE } from './mcq-scoring.jobs.ts';

// Scoring never asks the AI provider: the scoring job itself blocks after it reports progress, the server is killed
// there, and after a restart on the same data the submitted answers are scored once.
describeServerCrash(
  'a server crash in the middle of scoring an MCQ assessment',
  'scores the submitted answers once after a restart',
  {
    stalls: () => false,
    stallJobKinds: [MCQ_SCORE],
    answer: (request) => answerChat(request, JOB_GENERATION_ANSWERS),
  },
  async ({ server, crashAndRestart }) => {
    const json = { 'content-type': 'application/json' };
    const recruiter = await signInTo(server(), 'recruiter@example.com', 'recruiter');
    const candidate = await signInTo(server(), 'ana@example.com', 'candidate');
    const candidateId = (await server().api('/api/v1/auth/me', { headers: candidate })).body.id as string;
    const postingId = await createPostingIn(server(), recruiter);
    const posting = await server().api(`/api/v1/jobs/${postingId}`, { headers: recruiter });
    const answerKey = answerKeyOf(posting.body.mcqQuestions as Parameters<typeof answerKeyOf>[0]);

    const link = await server().api(`/api/v1/jobs/${postingId}/mcq/generate-link`, {
      method: 'POST',
      headers: { ...candidate, ...json },
      body: JSON.stringify({ candidate_email: 'ana@example.com' }),
    });
    const token = tokenOf(link.body.mcq_url as string);
    const opened = McqResponseSchema.parse(
      (await server().api(`/api/v1/mcq/${token}`, { headers: candidate })).body,
    );
    if (opened.access !== 'granted') throw new Error(`not granted: ${opened.access}`);
    const keys = opened.mcq_questions.flatMap((group) =>
      group.questions.map((question) => `${group.competency}_${question.skill_level}`),
    );
    const answers = Object.fromEntries(keys.map((key) => [key, answerKey.get(key)!.correct]));
    const submitted = await server().api(`/api/v1/mcq/${token}/submit`, {
      method: 'POST',
      headers: { ...candidate, ...json },
      body: JSON.stringify({ answers }),
    });
    expect(submitted.status).toBe(202);
    const jobUrl = `/api/v1/mcq/job/${submitted.body.job_id as string}`;

    // Mid-job: the scoring job has read the attempt and reported its progress, and is blocked there.
    await until(
      async () => (await server().api(jobUrl, { headers: candidate })).body.progress === 50,
      'the scoring job to report progress',
    );
    expect((await server().api(jobUrl, { headers: candidate })).body.status).toBe('processing');

    await crashAndRestart();
    const status = await finishedJob(server(), jobUrl, candidate);
    expect(status.status, String(status.error)).toBe('completed');
    expect(status.result).toMatchObject({
      overall_score: 100,
      correct_answers: keys.length,
      total_questions: keys.length,
    });

    // One result stored: the recruiter reads it, the statistics count one scored attempt, the link is used up.
    const review = await server().api(`/api/v1/mcq/results/${candidateId}/${postingId}`, {
      headers: recruiter,
    });
    expect(review.status).toBe(200);
    const statistics = await server().api(`/api/v1/jobs/${postingId}/mcq/statistics`, { headers: recruiter });
    expect(statistics.body.attempts).toBe(1);
    const again = await server().api(`/api/v1/mcq/${token}/submit`, {
      method: 'POST',
      headers: { ...candidate, ...json },
      body: JSON.stringify({ answers }),
    });
    expect(again.status).toBe(410);
  },
);
