import { expect } from 'vitest';
import { describeServerCrash } from '../../../test/crash-restart.ts';
import { readFixture } from '../../../test/fixtures.ts';
import { answerChat } from '../../../test/llm-answers.ts';
import { finishedJob, signInTo, until } from '../../../test/server-process.ts';

const CV_ANSWERS: Record<string, unknown> = {
  cv_practice_questions: {
    qa_pairs: [
      { question: 'Tell me about your last role.', answer: 'I led the support team for three years.' },
      { question: 'Which tools do you use most?', answer: 'Python and SQL, every day.' },
    ],
  },
  cv_admin_questions: {
    qa_admin_pairs: [{ title: 'Degree', question: 'Can you confirm your BSc in Computer Science?' }],
  },
};

// The server is killed while the AI provider is generating a CV's Q&A; a new process on the same data must finish
// the job once.
describeServerCrash(
  'a server crash in the middle of generating CV Q&A',
  'finishes the generation after a restart and stores the Q&A once',
  { answer: (request) => answerChat(request, CV_ANSWERS) },
  async ({ server, provider, crashAndRestart }) => {
    const headers = await signInTo(server(), 'crash.candidate@example.com', 'candidate');
    const form = new FormData();
    const pdf = readFixture('cvs/rendercv_classic.pdf');
    form.set('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'cv.pdf');
    const uploaded = await server().api('/api/v1/cv/upload', { method: 'POST', headers, body: form });
    expect(uploaded.status).toBe(201);
    const cvPath = uploaded.body.path as string;
    const started = await server().api(`/api/v1/cv_qa?cv_path=${cvPath}`, { method: 'POST', headers });
    expect(started.status).toBe(202);
    const jobId = started.body.job_id as string;
    await until(() => provider.requests.length > 0, 'the AI provider to be asked');
    expect((await server().api(`/api/v1/cv_qa/job/${jobId}`, { headers })).body.status).toBe('processing');

    await crashAndRestart();
    // The job is still this file's: asking again answers it instead of starting another.
    const again = await server().api(`/api/v1/cv_qa?cv_path=${cvPath}`, { method: 'POST', headers });
    expect(again.body.job_id).toBe(jobId);
    const status = await finishedJob(server(), `/api/v1/cv_qa/job/${jobId}`, headers);
    expect(status.status, String(status.error)).toBe('completed');
    const expected = {
      qa_pairs: (CV_ANSWERS.cv_practice_questions as { qa_pairs: unknown[] }).qa_pairs,
      qa_admin_pairs: (CV_ANSWERS.cv_admin_questions as { qa_admin_pairs: unknown[] }).qa_admin_pairs,
    };
    expect(status.result).toEqual(expected);
    expect((await server().api(`/api/v1/cv_qa?cv_path=${cvPath}`, { headers })).body).toEqual(expected);
  },
);
