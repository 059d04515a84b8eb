import { expect } from 'vitest';
import { describeServerCrash } from '../../../test/crash-restart.ts';
import { answerChat, JOB_GENERATION_ANSWERS } from '../../../test/llm-answers.ts';
import { finishedJob, signInTo, startPosting, until } from '../../../test/server-process.ts';

// The server is killed while it waits on the AI provider in the middle of creating a posting; a new process on the
// same data must finish the job.
describeServerCrash(
  'a server crash in the middle of creating a job posting',
  'finishes the job after a restart, creating the posting exactly once',
  { answer: (request) => answerChat(request, JOB_GENERATION_ANSWERS) },
  async ({ server, provider, crashAndRestart }) => {
    const headers = await signInTo(server(), 'crash@example.com', 'recruiter');
    const jobId = await startPosting(server(), headers);

    // Wait until the job is in the middle: processing, and the AI provider has been asked.
    await until(() => provider.requests.length > 0, 'the AI provider to be asked');
    const during = await server().api(`/api/v1/jobs/job/${jobId}`, { headers });
    expect(during.body.status).toBe('processing');

    await crashAndRestart();
    const status = await finishedJob(server(), `/api/v1/jobs/job/${jobId}`, headers);
    expect(status.status).toBe('completed');
    const result = status.result as Record<string, unknown>;
    expect(result.jobSpecsQuestions).toEqual(
      (JOB_GENERATION_ANSWERS.job_spec_questions as { questions: string[] }).questions,
    );
    const list = await server().api('/api/v1/jobs/', { headers });
    expect(list.body).toHaveLength(1);
  },
);
