import { expect } from 'vitest';
import { describeServerCrash } from '../../../test/crash-restart.ts';
import { SPECIFIC_ANSWER } from '../../../test/interviews.ts';
import {
  answerChat,
  gradingAnswerFor,
  JOB_GENERATION_ANSWERS,
  outputNameOf,
} from '../../../test/llm-answers.ts';
import { createPostingIn, signInTo, until } from '../../../test/server-process.ts';

const isGrading = (request: Parameters<typeof outputNameOf>[0]) =>
  outputNameOf(request) === 'interview_grading';

// The server is killed while the AI provider is grading an interview; after a restart on the same data the grading
// completes, once.
describeServerCrash(
  'a server crash in the middle of grading an interview',
  'completes the grading once after a restart',
  {
    stalls: isGrading,
    answer: (request) =>
      isGrading(request)
        ? answerChat(request, { interview_grading: gradingAnswerFor(request) })
        : answerChat(request, JOB_GENERATION_ANSWERS),
  },
  async ({ server, provider, crashAndRestart }) => {
    const gradingRequests = () => provider.requests.filter(isGrading).length;
    const recruiter = await signInTo(server(), 'recruiter@example.com', 'recruiter');
    const candidate = await signInTo(server(), 'ana@example.com', 'candidate');
    const json = { 'content-type': 'application/json' };
    const postingId = await createPostingIn(server(), recruiter);

    let session = (
      await server().api('/api/v1/interview/sessions', {
        method: 'POST',
        headers: { ...candidate, ...json },
        body: JSON.stringify({ job_posting_id: postingId, notice_accepted: true }),
      })
    ).body as { session_id: string; awaiting_answer_to: number | null };
    while (session.awaiting_answer_to !== null) {
      session = (
        await server().api(`/api/v1/interview/sessions/${session.session_id}/answers`, {
          method: 'POST',
          headers: { ...candidate, ...json },
          body: JSON.stringify({ answer_to: session.awaiting_answer_to, message: SPECIFIC_ANSWER }),
        })
      ).body as typeof session;
    }

    await until(() => gradingRequests() > 0, 'the grading to ask the AI provider');
    const transcript = `/api/v1/interview/transcript/${session.session_id}`;
    const during = await server().api(transcript, { headers: recruiter });
    expect(during.body.grading).toEqual({ status: 'processing', error: null });

    await crashAndRestart();
    let grading: { status?: string } = {};
    await until(async () => {
      grading = (await server().api(transcript, { headers: recruiter })).body.grading as typeof grading;
      return grading.status === 'completed' || grading.status === 'failed';
    }, 'the grading to finish');
    expect(grading).toEqual({ status: 'completed', error: null });
    const grade = await server().api(`/api/v1/interview/grade/${session.session_id}`, { headers: recruiter });
    expect(grade.status).toBe(200);
    expect(grade.body.engine).toEqual({
      kind: 'llm',
      version: expect.stringContaining('local-test-model'),
    });
    // Asked once before the crash and once after: the interrupted attempt left nothing behind, the next finished.
    expect(gradingRequests()).toBe(2);
  },
);
