import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CvQa, User } from '@viva/contracts';
import { installFakeApi, makeUser, storeSignedInSession, type FakeResponse } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const sam = makeUser({ id: 'user-2', email: 'sam@elsewhere.org', full_name: 'Sam Carter' });
const lee = makeUser({ id: 'user-3', email: 'lee@elsewhere.org', full_name: 'Lee Park' });
const samQa: CvQa = {
  qa_pairs: [{ question: 'Which team did you lead?', answer: 'The payments team.' }],
  qa_admin_pairs: [],
};

type Route = FakeResponse | ((request: { body: unknown }) => FakeResponse);

function openCandidatesPage(users: User[], extraRoutes: Record<string, Route> = {}) {
  storeSignedInSession();
  localStorage.setItem('role_selected', 'true');
  const api = installFakeApi({
    'GET /auth/me': { body: makeUser({ role: 'recruiter' }) },
    'GET /users/': { body: { users } },
    ...extraRoutes,
  });
  renderApp('/candidates');
  return api;
}

const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;

describe('candidates screen (spec part 2 §2.1)', { timeout: 20_000 }, () => {
  it('lists candidates with View, Send Interview Link, Send MCQ Link and Delete under the title and Add Candidate', async () => {
    openCandidatesPage([sam, lee]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidates' })).toBeTruthy();
    expect(screen.getByText('Manage and review candidate applications')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Candidate' })).toBeTruthy();
    const row = within(await rowOf('Sam Carter'));
    expect(row.getByText('sam@elsewhere.org')).toBeTruthy();
    expect(row.getByText('candidate')).toBeTruthy();
    for (const name of ['View', 'Send Interview Link', 'Send MCQ Link', 'Delete'])
      expect(row.getByRole('button', { name })).toBeTruthy();
    expect(await rowOf('Lee Park')).toBeTruthy();
  });

  it('says there are no candidates yet', async () => {
    openCandidatesPage([]);
    expect(await screen.findByText('No candidates yet.')).toBeTruthy();
  });

  it('shows the server’s message when the list cannot be fetched', async () => {
    storeSignedInSession();
    localStorage.setItem('role_selected', 'true');
    installFakeApi({
      'GET /auth/me': { body: makeUser({ role: 'recruiter' }) },
      'GET /users/': { status: 500, body: { detail: 'Database unavailable' } },
    });
    renderApp('/candidates');
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
  });
});

describe('confirm delete dialog (candidate, spec part 2 §2.5)', { timeout: 20_000 }, () => {
  it('asks first, deletes on Delete, removes the row and says so', async () => {
    const api = openCandidatesPage([sam, lee], { 'DELETE /users/user-2': { status: 204 } });
    await userEvent.click(within(await rowOf('Sam Carter')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete Sam Carter? This action cannot be undone. All candidate data including CV and Q&A pairs will be permanently deleted.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Candidate deleted successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Sam Carter' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'Lee Park' })).toBeTruthy();
    expect(
      api.requests.filter((request) => request.method === 'DELETE').map((request) => request.path),
    ).toEqual(['/users/user-2']);
  });

  it('keeps the candidate and shows the server’s reason when the deletion fails; Cancel closes the dialog', async () => {
    openCandidatesPage([sam], {
      'DELETE /users/user-2': { status: 409, body: { detail: 'This candidate has an interview running.' } },
    });
    await userEvent.click(within(await rowOf('Sam Carter')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('This candidate has an interview running.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm Delete' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'Sam Carter' })).toBeTruthy();
  });
});

describe('candidate details, Q&A tab (spec part 2 §2.2)', { timeout: 20_000 }, () => {
  async function openQaTab(routes: Record<string, Route>) {
    const api = openCandidatesPage([sam], {
      'GET /users/user-2/cv': { body: { cv_documents: [] } },
      ...routes,
    });
    await userEvent.click(within(await rowOf('Sam Carter')).getByRole('button', { name: 'View' }));
    const dialog = screen.getByRole('dialog', { name: 'Sam Carter' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Q&A' }));
    return { api, dialog };
  }

  it('shows both lists under their headings, each with its own empty text', async () => {
    const { dialog } = await openQaTab({ 'GET /users/user-2/cv-qa': { body: samQa } });
    const admin = within(await within(dialog).findByRole('region', { name: 'Administrative Q&A' }));
    expect(admin.getByText('No Q&A data available')).toBeTruthy();
    const cv = within(within(dialog).getByRole('region', { name: 'CV Q&A' }));
    expect(cv.getByText('Which team did you lead?')).toBeTruthy();
    expect(cv.getByText('The payments team.')).toBeTruthy();
    expect(cv.getByRole('button', { name: 'Edit CV Q&A' })).toBeTruthy();
    expect(cv.getByRole('button', { name: 'Delete CV Q&A' })).toBeTruthy();
  });

  it('replaces the edited list whole and shows what the server stored', async () => {
    const { api, dialog } = await openQaTab({
      'GET /users/user-2/cv-qa': { body: samQa },
      'PUT /users/user-2/cv-qa/qa-pairs': (request) => ({
        body: { ...samQa, ...(request.body as Pick<CvQa, 'qa_pairs'>) },
      }),
    });
    const cv = within(await within(dialog).findByRole('region', { name: 'CV Q&A' }));
    await userEvent.click(cv.getByRole('button', { name: 'Edit CV Q&A' }));
    const answer = cv.getByRole('textbox', { name: 'Answer' });
    await userEvent.clear(answer);
    await userEvent.type(answer, '  The platform team.  ');
    await userEvent.click(cv.getByRole('button', { name: 'Save' }));
    expect(await cv.findByText('The platform team.')).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      qa_pairs: [{ question: 'Which team did you lead?', answer: 'The platform team.' }],
    });
  });

  it('says why the Q&A cannot be shown', async () => {
    const { dialog } = await openQaTab({ 'GET /users/user-2/cv-qa': { status: 500 } });
    expect(await within(dialog).findByText('Failed to fetch Q&A data.')).toBeTruthy();
  });
});
