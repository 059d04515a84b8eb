import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api-errors.ts';
import { jobListErrorMessage } from './JobPostingsList.tsx';
import { makeUser } from '../../test/fake-api.ts';
import { makeJob, openJobsPageAs } from './test-jobs.ts';

describe('jobs page (spec part 1 §2)', { timeout: 20_000 }, () => {
  it('lists postings newest first with their details, and gives a recruiter who manages them every button', async () => {
    openJobsPageAs('recruiter', [
      makeJob({ id: 'a', position: 'Support Engineer', interview_count: 0, mcq_question_count: 3 }),
      makeJob({ id: 'b', position: 'Data Analyst', company: 'Acme', can_manage: false, type: 'contract' }),
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Available Job Postings' }, { timeout: 5000 }),
    ).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Support Engineer',
      'Data Analyst',
    ]);
    const first = within(cards[0]!);
    expect(first.getByText('Sourcegraph')).toBeTruthy();
    expect(first.getByText('Remote')).toBeTruthy();
    expect(first.getByText('full-time')).toBeTruthy();
    expect(first.getByText('Posted 22 Nov 2026')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Interviews (0)' }).hasAttribute('disabled')).toBe(true);
    expect(first.getByRole('button', { name: 'Delete job posting' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'MCQ' }).hasAttribute('disabled')).toBe(false);
    const second = within(cards[1]!);
    expect(second.queryByRole('button', { name: 'Delete job posting' })).toBeNull();
    expect(second.queryByRole('button', { name: 'MCQ' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Post a Job' })).toBeTruthy();
  });

  it('gives a candidate Apply but no Post a Job and no delete icon; Apply opens the inline panel', async () => {
    openJobsPageAs('candidate', [makeJob({ can_manage: false, interview_count: 2 })]);
    const card = await screen.findByRole('article');
    expect(screen.queryByRole('button', { name: 'Post a Job' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Delete job posting' })).toBeNull();
    // Candidates see the count; only the posting's recruiter and admins open the interviews.
    expect(within(card).getByRole('button', { name: 'Interviews (2)' }).hasAttribute('disabled')).toBe(true);
    const apply = within(card).getByRole('button', { name: 'Apply' });
    expect(apply.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(apply);
    expect(apply.getAttribute('aria-expanded')).toBe('true');
    const panel = within(card).getByRole('region', { name: 'Record Your Application' });
    expect(within(panel).getByText('Before you start')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Start interview' }).hasAttribute('disabled')).toBe(
      true,
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(within(card).queryByRole('region', { name: 'Record Your Application' })).toBeNull();
  });

  it('opens the signed-in user’s own MCQ link in a new tab, and says so when it cannot be made', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    let isFailing = false;
    const api = openJobsPageAs('candidate', [makeJob({ can_manage: false, mcq_question_count: 9 })], {
      'POST /jobs/job-posting-1/mcq/generate-link': () =>
        isFailing
          ? { status: 500, body: {} }
          : {
              body: {
                mcq_url: 'http://localhost/mcq/abc',
                expires_at: '2026-11-25T10:00:00.000Z',
                email_sent: false,
              },
            },
    });
    const card = await screen.findByRole('article');
    await userEvent.click(within(card).getByRole('button', { name: 'MCQ' }));
    await waitFor(() => expect(tab.location.href).toBe('http://localhost/mcq/abc'));
    expect(tab.opener).toBeNull();
    expect(api.requests.find((request) => request.path.endsWith('/generate-link'))?.body).toEqual({
      candidate_email: makeUser().email,
    });

    isFailing = true;
    await userEvent.click(within(card).getByRole('button', { name: 'MCQ' }));
    expect(await screen.findByText('Failed to generate MCQ test link. Please try again.')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
  });

  it('gives an admin no Apply button (spec part 1 §6)', async () => {
    openJobsPageAs('admin', [makeJob()]);
    const card = await screen.findByRole('article');
    expect(within(card).queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Delete job posting' })).toBeTruthy();
  });

  it('says when there are no postings yet', async () => {
    openJobsPageAs('recruiter', []);
    expect(
      await screen.findByText('No job postings yet. Use Post a Job to create the first one.'),
    ).toBeTruthy();
  });

  it.each([
    [403, { detail: 'Forbidden' }, 'You do not have permission to view job postings.'],
    [500, { detail: 'Database unavailable' }, 'Failed to fetch jobs: Database unavailable'],
    [502, undefined, 'Failed to fetch jobs: Request failed with status 502'],
  ])('shows the list error for status %i', async (status, body, message) => {
    openJobsPageAs('recruiter', { status, body });
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('words a 401 as the spec says (on screen the shell signs the user out first)', () => {
    expect(jobListErrorMessage(new ApiError(401, 'Not authenticated'))).toBe(
      'Please log in to view job postings.',
    );
  });
});

describe('delete job posting dialog (spec part 1 §2)', { timeout: 20_000 }, () => {
  it('asks first, deletes on Delete and removes the card', async () => {
    const api = openJobsPageAs('recruiter', [makeJob()], { 'DELETE /jobs/job-posting-1': { status: 204 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete job posting' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Job Posting' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete the job posting for Support Engineer at Sourcegraph? This action cannot be undone.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('No job postings yet. Use Post a Job to create the first one.');
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('keeps the card and says so when the deletion fails; Cancel closes the dialog', async () => {
    const api = openJobsPageAs('recruiter', [makeJob()], { 'DELETE /jobs/job-posting-1': { status: 500 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete job posting' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete job posting. Please try again.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Job Posting' })).toBeNull());
    expect(screen.getByRole('article')).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });
});
