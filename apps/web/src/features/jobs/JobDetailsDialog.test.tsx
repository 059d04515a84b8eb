import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Job, Role } from '@viva/contracts';
import type { FakeResponse, RecordedRequest } from '../../test/fake-api.ts';
import { makeJob, openJobsPageAs } from './test-jobs.ts';

const PDFS = {
  jobSpecsUrl: '/files/specs.pdf?signature=a',
  companyCultureUrl: '/files/culture.pdf?signature=b',
};

type Route = FakeResponse | ((request: RecordedRequest) => FakeResponse | Promise<FakeResponse>);

async function openDetails(role: Role, job: Job, routes: Record<string, Route> = {}) {
  const api = openJobsPageAs(role, [job], {
    [`GET /jobs/${job.id}`]: { body: job },
    [`GET /jobs/${job.id}/pdfs`]: { body: PDFS },
    ...routes,
  });
  // The first render of a test file is slow on a busy machine.
  await userEvent.click(await screen.findByRole('button', { name: 'View Details' }, { timeout: 5000 }));
  const dialog = screen.getByRole('dialog', { name: `${job.position} at ${job.company}` });
  return { api, dialog };
}

const tabNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
const puts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'PUT');

describe('job details dialog (spec part 1 §2)', { timeout: 20_000 }, () => {
  it('shows a manager every tab, the PDFs in titled frames', async () => {
    const { dialog } = await openDetails('recruiter', makeJob());
    expect(tabNames(dialog)).toEqual([
      'Job Specs',
      'Job Specs Questions',
      'Work Requirements',
      'Company Culture',
    ]);
    const specs = await within(dialog).findByTitle('Job specification for Support Engineer at Sourcegraph');
    expect(specs.getAttribute('src')).toBe(PDFS.jobSpecsUrl);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Company Culture' }));
    expect(within(dialog).getByTitle('Company culture of Sourcegraph').getAttribute('src')).toBe(
      PDFS.companyCultureUrl,
    );
  });

  it('shows a candidate only Job Specs and Company Culture, and says when no culture document exists', async () => {
    const { dialog } = await openDetails(
      'candidate',
      makeJob({ can_manage: false, jobSpecsQuestions: undefined, jobSpecWorkRequirements: undefined }),
      { 'GET /jobs/job-posting-1/pdfs': { body: { ...PDFS, companyCultureUrl: null } } },
    );
    expect(tabNames(dialog)).toEqual(['Job Specs', 'Company Culture']);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Company Culture' }));
    expect(
      await within(dialog).findByText('No company culture document was uploaded for this job posting.'),
    ).toBeTruthy();
  });

  it('says when the details cannot be loaded', async () => {
    const { dialog } = await openDetails('recruiter', makeJob(), {
      'GET /jobs/job-posting-1/pdfs': { status: 500 },
    });
    expect(await within(dialog).findByText('Failed to load job details. Please try again.')).toBeTruthy();
  });
});

describe('job specs questions (spec part 1 §4, §5)', { timeout: 20_000 }, () => {
  it('refuses a blank question, adds a trimmed one by sending the full list, and shows it only once accepted', async () => {
    let accept: (answer: FakeResponse) => void = () => {};
    const { api, dialog } = await openDetails('recruiter', makeJob(), {
      'PUT /jobs/job-posting-1/jobSpecsQuestions': () =>
        new Promise<FakeResponse>((resolve) => {
          accept = resolve;
        }),
    });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Job Specs Questions' }));
    await within(dialog).findByText('Tell us about a hard bug you fixed.');
    const newQuestion = within(dialog).getByRole('textbox', { name: 'New question' });
    await userEvent.type(newQuestion, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add question' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Question cannot be empty.');
    expect(puts(api.requests)).toHaveLength(0);

    await userEvent.type(newQuestion, 'Why Sourcegraph?  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add question' }));
    expect(puts(api.requests)[0]?.body).toEqual({
      jobSpecsQuestions: ['Tell us about a hard bug you fixed.', 'Why Sourcegraph?'],
    });
    // Not shown before the server accepts it.
    expect(within(dialog).queryByText('Why Sourcegraph?')).toBeNull();
    accept({ body: { jobSpecsQuestions: ['Tell us about a hard bug you fixed.', 'Why Sourcegraph?'] } });
    expect(await within(dialog).findByText('Why Sourcegraph?')).toBeTruthy();
    expect((newQuestion as HTMLInputElement).value).toBe('');
  });

  it('edits one question at a time, keeps the old text on failure, and deletes', async () => {
    let answer: FakeResponse = { status: 500 };
    const { api, dialog } = await openDetails(
      'recruiter',
      makeJob({ jobSpecsQuestions: ['First question?', 'Second question?'] }),
      { 'PUT /jobs/job-posting-1/jobSpecsQuestions': () => answer },
    );
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Job Specs Questions' }));
    const editButtons = await within(dialog).findAllByRole('button', { name: 'Edit question' });
    await userEvent.click(editButtons[0]!);
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Question' }).value).toBe(
      'First question?',
    );
    // Editing the second leaves the first: still one item in edit mode.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit question' }));
    const editor = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Question' });
    expect(editor.value).toBe('Second question?');
    expect(within(dialog).getByText('First question?')).toBeTruthy();

    await userEvent.clear(editor);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Question cannot be empty.');
    await userEvent.type(editor, ' Second, reworded? ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to save question.');
    expect(puts(api.requests).at(-1)?.body).toEqual({
      jobSpecsQuestions: ['First question?', 'Second, reworded?'],
    });

    answer = { status: 422, body: { detail: [{ loc: ['body', 'jobSpecsQuestions', 1], msg: 'Too long' }] } };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('jobSpecsQuestions (item 2): Too long');

    answer = { body: { jobSpecsQuestions: ['First question?', 'Second, reworded?'] } };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Second, reworded?')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();

    answer = { status: 500 };
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Delete question' })[0]!);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to delete question.');
    expect(within(dialog).getByText('First question?')).toBeTruthy();
    answer = { body: { jobSpecsQuestions: ['Second, reworded?'] } };
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Delete question' })[0]!);
    await within(dialog).findByRole('button', { name: 'Delete question' });
    expect(within(dialog).queryByText('First question?')).toBeNull();
    expect(puts(api.requests).at(-1)?.body).toEqual({ jobSpecsQuestions: ['Second, reworded?'] });
  });

  it('shows the fallback when adding fails without a detail', async () => {
    const { dialog } = await openDetails('recruiter', makeJob(), {
      'PUT /jobs/job-posting-1/jobSpecsQuestions': { status: 500 },
    });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Job Specs Questions' }));
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'New question' }), 'Anything?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add question' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to add question.');
  });
});

describe('work requirements (spec part 1 §4, §5)', { timeout: 20_000 }, () => {
  it('needs both title and question, trims them, and hints 3 words max for the title', async () => {
    const { api, dialog } = await openDetails('recruiter', makeJob(), {
      'PUT /jobs/job-posting-1/jobSpecWorkRequirements': (request) => ({ body: request.body }),
    });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Work Requirements' }));
    const title = await within(dialog).findByRole('textbox', { name: 'New title' });
    expect(title.getAttribute('placeholder')).toBe('3 words max');
    await userEvent.type(title, 'Travel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add requirement' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Both title and question cannot be empty.');
    expect(puts(api.requests)).toHaveLength(0);

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'New question' }),
      '  Can you travel monthly? ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add requirement' }));
    expect(await within(dialog).findByText('Can you travel monthly?')).toBeTruthy();
    expect(puts(api.requests)[0]?.body).toEqual({
      jobSpecWorkRequirements: [
        { title: 'On call', question: 'Can you join the on-call rota?' },
        { title: 'Travel', question: 'Can you travel monthly?' },
      ],
    });

    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Edit requirement' })[0]!);
    const editTitle = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(editTitle.getAttribute('placeholder')).toBe('3 words max');
    await userEvent.clear(editTitle);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Both title and question cannot be empty.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByText('On call')).toBeTruthy();
    expect(puts(api.requests)).toHaveLength(1);
  });
});
