import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeResponse } from '../../test/fake-api.ts';
import { ACTIVE_JOB_STORAGE_KEY } from './active-job-storage.ts';
import { BACKGROUND_NOTE } from './JobCreationProgressDialog.tsx';
import { makeJob, makeStatus, openJobsPageAs } from './test-jobs.ts';

const JOB_ID = makeStatus().job_id;
const STATUS_ROUTE = `GET /jobs/job/${JOB_ID}`;
// Two polls are 2 s apart (spec part 1 §9): allow for one interval and a little more.
const AFTER_ONE_POLL = { timeout: 4000 };

function pdf(name: string): File {
  return new File(['%PDF-1.7\n'], name, { type: 'application/pdf' });
}

function chooseFile(fieldName: string, file: File) {
  const input = document.querySelector<HTMLInputElement>(`input[name="${fieldName}"]`);
  if (input === null) throw new Error(`no file input ${fieldName}`);
  fireEvent.change(input, { target: { files: [file] } });
}

async function fillForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Post a Job' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Position' }), '  Support Engineer ');
  await userEvent.type(screen.getByRole('textbox', { name: 'Company' }), 'Sourcegraph');
  await userEvent.type(screen.getByRole('textbox', { name: 'Location' }), 'Remote');
  chooseFile('job_specs', pdf('support.pdf'));
}

/** Answers each call with the next answer, staying on the last. */
function answerSequence(...answers: FakeResponse[]) {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)]!;
}

describe('create job posting form (spec part 1 §2, §5)', { timeout: 20_000 }, () => {
  it('enables Post Job only with position, company, location and job specs; Type defaults to full-time', async () => {
    openJobsPageAs('recruiter', []);
    await userEvent.click(await screen.findByRole('button', { name: 'Post a Job' }));
    const form = screen.getByRole('form', { name: 'Create New Job Posting' });
    const postJob = within(form).getByRole('button', { name: 'Post Job' });
    expect(within(form).getByRole('combobox', { name: 'Type' }).textContent).toBe('full-time');
    expect(postJob.hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Position' }), 'Engineer');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Company' }), 'Acme');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Location' }), '   ');
    chooseFile('job_specs', pdf('specs.pdf'));
    expect(within(form).getByText('specs.pdf')).toBeTruthy();
    // A blank location does not count.
    expect(postJob.hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Location' }), 'Berlin');
    expect(postJob.hasAttribute('disabled')).toBe(false);
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Create New Job Posting' })).toBeNull();
  });

  it('refuses a file that is not a PDF and one over 10 MB, as an alert and a snackbar', async () => {
    openJobsPageAs('recruiter', []);
    await userEvent.click(await screen.findByRole('button', { name: 'Post a Job' }));
    chooseFile('job_specs', new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findAllByText('Please upload PDF files only.')).toHaveLength(2);
    expect(screen.getAllByText('No file chosen')).toHaveLength(2);
    const large = pdf('large.pdf');
    Object.defineProperty(large, 'size', { value: 10 * 1024 * 1024 + 1 });
    chooseFile('company_culture', large);
    expect(await screen.findAllByText('File size should not exceed 10MB.')).toHaveLength(2);
    expect(screen.getAllByText('No file chosen')).toHaveLength(2);
    chooseFile('company_culture', pdf('culture.pdf'));
    expect(screen.getByText('culture.pdf')).toBeTruthy();
    // The alert goes once a good file is chosen; the snackbar runs out its 6 seconds.
    expect(screen.getAllByText('File size should not exceed 10MB.')).toHaveLength(1);
  });

  it('shows a validation list as field: message lines, else the default text', async () => {
    openJobsPageAs('recruiter', [], {
      'POST /jobs/async': answerSequence(
        {
          status: 422,
          body: {
            detail: [
              { loc: ['body', 'position'], msg: 'Position is required' },
              { loc: ['body', 'type'], msg: 'Type must be full-time, part-time, contract or internship' },
            ],
          },
        },
        { status: 500 },
      ),
    });
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    const alerts = await screen.findAllByText(/^position: Position is required/);
    expect(alerts[0]!.textContent).toBe(
      'position: Position is required\ntype: Type must be full-time, part-time, contract or internship',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findAllByText('Failed to create job posting. Please try again.')).toHaveLength(2);
    expect(localStorage.getItem(ACTIVE_JOB_STORAGE_KEY)).toBeNull();
  });
});

describe('async job creation (spec part 1 §4)', { timeout: 20_000 }, () => {
  it('uploads, shows progress, polls until completed, then prepends the job, resets the form and clears storage', async () => {
    const created = makeJob({ id: 'new-job', position: 'Support Engineer' });
    const api = openJobsPageAs('recruiter', [makeJob({ id: 'old-job', position: 'Older Posting' })], {
      'POST /jobs/async': { status: 202, body: { job_id: JOB_ID } },
      [STATUS_ROUTE]: answerSequence(
        { body: makeStatus() },
        { body: makeStatus({ status: 'completed', progress: 100, message: 'Done', result: created }) },
      ),
    });
    await fillForm();
    chooseFile('company_culture', pdf('culture.pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Post Job' }));

    const dialog = await screen.findByRole('dialog', { name: 'Creating Job Posting' });
    expect(await within(dialog).findByText('Generating screening questions...')).toBeTruthy();
    expect(within(dialog).getByText('processing')).toBeTruthy();
    expect(within(dialog).getByText('Job ID: 0f1e2d3c')).toBeTruthy();
    expect(within(dialog).getByText(BACKGROUND_NOTE)).toBeTruthy();
    expect(
      within(dialog).getByRole('progressbar', { name: 'Job posting progress' }).getAttribute('aria-valuenow'),
    ).toBe('40');
    expect(localStorage.getItem(ACTIVE_JOB_STORAGE_KEY)).toBe(JOB_ID);
    // Escape does not dismiss it, and the form stays locked underneath.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Creating Job Posting' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Create New Job Posting', hidden: true });
    expect(within(form).getByRole('button', { name: 'Cancel', hidden: true }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(
      within(form).getByRole('textbox', { name: 'Position', hidden: true }).hasAttribute('disabled'),
    ).toBe(true);

    expect(await screen.findByText('Job posting created successfully!', {}, AFTER_ONE_POLL)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Creating Job Posting' })).toBeNull();
    const headings = screen
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading').textContent);
    expect(headings).toEqual(['Support Engineer', 'Older Posting']);
    expect(screen.queryByRole('form', { name: 'Create New Job Posting' })).toBeNull();
    expect(localStorage.getItem(ACTIVE_JOB_STORAGE_KEY)).toBeNull();

    const upload = api.requests.find((request) => request.path === '/jobs/async');
    expect(upload?.body).toBeInstanceOf(FormData);
    const sent = upload?.body as FormData;
    expect(sent.get('position')).toBe('Support Engineer');
    expect(sent.get('type')).toBe('full-time');
    expect((sent.get('job_specs') as File).name).toBe('support.pdf');
    expect((sent.get('company_culture') as File).name).toBe('culture.pdf');
    expect(upload?.authorization).toBe('Bearer stored-token');
    expect(api.requests.filter((request) => request.path === `/jobs/job/${JOB_ID}`)).toHaveLength(2);
  });

  it("stops on failed and shows the server's error, else the default text", async () => {
    openJobsPageAs('recruiter', [], {
      'POST /jobs/async': { status: 202, body: { job_id: JOB_ID } },
      [STATUS_ROUTE]: answerSequence(
        { body: makeStatus({ status: 'failed', error: 'The job specification PDF has no readable text.' }) },
        { body: makeStatus({ status: 'failed', error: null }) },
      ),
    });
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findAllByText('The job specification PDF has no readable text.')).toHaveLength(2);
    expect(screen.queryByRole('dialog', { name: 'Creating Job Posting' })).toBeNull();
    expect(localStorage.getItem(ACTIVE_JOB_STORAGE_KEY)).toBeNull();
    // The form keeps what was typed so the person can try again.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Position' }).value).toBe(
      '  Support Engineer ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findAllByText('Job posting creation failed')).toHaveLength(2);
  });

  it('stops on a 404 with Job not found', async () => {
    const api = openJobsPageAs('recruiter', [], {
      'POST /jobs/async': { status: 202, body: { job_id: JOB_ID } },
      [STATUS_ROUTE]: { status: 404, body: { detail: 'Job not found' } },
    });
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findAllByText('Job not found')).toHaveLength(2);
    expect(screen.queryByRole('dialog', { name: 'Creating Job Posting' })).toBeNull();
    expect(localStorage.getItem(ACTIVE_JOB_STORAGE_KEY)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(api.requests.filter((request) => request.path === `/jobs/job/${JOB_ID}`)).toHaveLength(1);
  });

  it('keeps polling through a passing server error', async () => {
    openJobsPageAs('recruiter', [], {
      'POST /jobs/async': { status: 202, body: { job_id: JOB_ID } },
      [STATUS_ROUTE]: answerSequence(
        { status: 503 },
        { body: makeStatus({ status: 'completed', progress: 100, result: makeJob({ id: 'new-job' }) }) },
      ),
    });
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByRole('dialog', { name: 'Creating Job Posting' })).toBeTruthy();
    expect(await screen.findByText('Job posting created successfully!', {}, AFTER_ONE_POLL)).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('resumes a running job kept in storage and delivers its result', async () => {
    localStorage.setItem(ACTIVE_JOB_STORAGE_KEY, JOB_ID);
    openJobsPageAs('recruiter', [], {
      [STATUS_ROUTE]: answerSequence(
        { body: makeStatus({ status: 'pending', progress: 0, message: null }) },
        {
          body: makeStatus({
            status: 'completed',
            progress: 100,
            result: makeJob({ position: 'Resumed Job' }),
          }),
        },
      ),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Creating Job Posting' });
    expect(await within(dialog).findByText('pending')).toBeTruthy();
    expect(within(dialog).getByText('Processing...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Resumed Job' }, AFTER_ONE_POLL)).toBeTruthy();
    expect(localStorage.getItem(ACTIVE_JOB_STORAGE_KEY)).toBeNull();
  });

  it('delivers a stored job that completed while the person was away', async () => {
    localStorage.setItem(ACTIVE_JOB_STORAGE_KEY, JOB_ID);
    const finished = makeJob({ id: 'finished', position: 'Finished Job' });
    const older = makeJob({ id: 'old', position: 'Older Posting' });
    // Whichever answers first, the list or the status, the finished posting ends up first, once.
    openJobsPageAs('recruiter', [], {
      'GET /jobs/': answerSequence({ body: [older] }, { body: [finished, older] }),
      [STATUS_ROUTE]: { body: makeStatus({ status: 'completed', progress: 100, result: finished }) },
    });
    expect(await screen.findByRole('heading', { name: 'Finished Job' }, AFTER_ONE_POLL)).toBeTruthy();
    const headings = screen
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading').textContent);
    expect(headings).toEqual(['Finished Job', 'Older Posting']);
    expect(localStorage.getItem(ACTIVE_JOB_STORAGE_KEY)).toBeNull();
  });

  it('drops a stored job that failed while the person was away, saying why', async () => {
    localStorage.setItem(ACTIVE_JOB_STORAGE_KEY, JOB_ID);
    openJobsPageAs('recruiter', [], {
      [STATUS_ROUTE]: { body: makeStatus({ status: 'failed', error: 'The file is not a readable PDF.' }) },
    });
    expect(await screen.findAllByText('The file is not a readable PDF.')).toHaveLength(2);
    expect(screen.queryByRole('dialog', { name: 'Creating Job Posting' })).toBeNull();
    expect(localStorage.getItem(ACTIVE_JOB_STORAGE_KEY)).toBeNull();
  });
});
