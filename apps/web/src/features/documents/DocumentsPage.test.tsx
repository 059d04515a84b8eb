import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CvQa, DocumentFile, Role } from '@viva/contracts';
import { installFakeApi, makeUser, storeSignedInSession, type FakeResponse } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

type Route = FakeResponse | ((request: { body: unknown }) => FakeResponse | Promise<FakeResponse>);

const cv: DocumentFile = {
  path: 'cv-1',
  file_name: 'ada-lovelace.pdf',
  format: 'pdf',
  created_at: '2026-11-20T10:00:00Z',
};
const cvQa: CvQa = {
  qa_pairs: [
    { question: 'Which engine did you program?', answer: 'The Analytical Engine.' },
    { question: 'What did you translate?', answer: 'Menabrea’s paper.' },
  ],
  qa_admin_pairs: [{ title: 'Dates', question: 'When did you work with Babbage?' }],
};

function openScreen(path: '/cv' | '/specs', role: Role, routes: Record<string, Route>) {
  storeSignedInSession();
  localStorage.setItem('role_selected', 'true');
  const api = installFakeApi({ 'GET /auth/me': { body: makeUser({ role }) }, ...routes });
  renderApp(path);
  return api;
}

const openCvScreen = (routes: Record<string, Route> = {}) =>
  openScreen('/cv', 'candidate', {
    'GET /users/me/cv/list': { body: [cv] },
    'GET /cv_qa?cv_path=cv-1': { body: cvQa },
    ...routes,
  });

const writes = (api: ReturnType<typeof openCvScreen>) =>
  api.requests
    .filter((request) => request.method !== 'GET')
    .map((request) => `${request.method} ${request.path}`);

describe('CV Management (spec part 2 §2.7)', { timeout: 20_000 }, () => {
  it('lists the uploaded CVs and shows the first one’s two Q&A lists', async () => {
    openCvScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'CV Management' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your Uploaded CVs' })).toBeTruthy();
    expect(await screen.findByText('ada-lovelace.pdf')).toBeTruthy();
    for (const name of ['Show Q&A of', 'Generate Q&A for', 'Download', 'Delete']) {
      expect(screen.getByRole('button', { name: `${name} ada-lovelace.pdf` })).toBeTruthy();
    }
    expect(await screen.findByRole('heading', { name: 'Q&A for ada-lovelace.pdf' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Interview Practice Questions (2)' })).toBeTruthy();
    expect(screen.getByText('The Analytical Engine.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Admin Verification Questions (1)' })).toBeTruthy();
    expect(screen.getByText('When did you work with Babbage?')).toBeTruthy();
  });

  it('says when no CV is uploaded yet', async () => {
    openScreen('/cv', 'candidate', { 'GET /users/me/cv/list': { body: [] } });
    expect(await screen.findByText('No CVs uploaded yet')).toBeTruthy();
  });

  it('edits an answer and shows what the server stored', async () => {
    const api = openCvScreen({
      'POST /cv_qa/edit': () => ({
        body: {
          ...cvQa,
          qa_pairs: [{ ...cvQa.qa_pairs[0]!, answer: 'Babbage’s engine.' }, cvQa.qa_pairs[1]!],
        },
      }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit Interview Practice Questions item 1' }),
    );
    const form = screen.getByRole('form', { name: 'Edit Interview Practice Questions item 1' });
    const answer = within(form).getByRole('textbox', { name: 'Sample answer' });
    await userEvent.clear(answer);
    await userEvent.type(answer, 'Babbage’s engine.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Answer updated successfully!')).toBeTruthy();
    expect(screen.getByText('Babbage’s engine.')).toBeTruthy();
    expect(api.requests.find((request) => request.path === '/cv_qa/edit')?.body).toEqual({
      cv_path: 'cv-1',
      qa_index: 0,
      qa_type: 'regular',
      answer: 'Babbage’s engine.',
    });
  });

  it('deletes a Q&A pair only after Confirm Delete', async () => {
    const api = openCvScreen({
      'DELETE /cv_qa/cv-1/1?qa_type=regular': { body: { ...cvQa, qa_pairs: [cvQa.qa_pairs[0]!] } },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete Interview Practice Questions item 2' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this Q&A pair? This action cannot be undone.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(api)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Interview Practice Questions item 2' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Q&A pair deleted successfully!')).toBeTruthy();
    expect(screen.queryByText('Menabrea’s paper.')).toBeNull();
    expect(writes(api)).toEqual(['DELETE /cv_qa/cv-1/1?qa_type=regular']);
  });

  it('deletes a CV: its Q&A first, then the file', async () => {
    let files = [cv];
    const api = openCvScreen({
      'GET /users/me/cv/list': () => ({ body: files }),
      'DELETE /cv_qa?cv_path=cv-1': { body: { qa_pairs: [], qa_admin_pairs: [] } },
      'DELETE /users/me/cv?path=cv-1': () => {
        files = [];
        return { body: { path: 'cv-1' } };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete ada-lovelace.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this CV and its Q&A pairs? This action cannot be undone.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('CV and Q&A pairs deleted successfully.')).toBeTruthy();
    expect(await screen.findByText('No CVs uploaded yet')).toBeTruthy();
    expect(writes(api)).toEqual(['DELETE /cv_qa?cv_path=cv-1', 'DELETE /users/me/cv?path=cv-1']);
  });

  it('keeps the CV and says so when it cannot be deleted', async () => {
    openCvScreen({ 'DELETE /cv_qa?cv_path=cv-1': { status: 500 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete ada-lovelace.pdf' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete CV and Q&A pairs.')).toBeTruthy();
    expect(screen.getByText('ada-lovelace.pdf')).toBeTruthy();
  });

  it('stops showing a CV as generating once its generated Q&A is shown, without waiting for the next check', async () => {
    // The server is busy generating while the new CV's Q&A is read: the read is answered once the lists are
    // stored, after the start answered 'pending, 0%'. The list must not say 'Generating' beside them until the
    // 5-second check.
    let files: DocumentFile[] = [];
    let generated: () => void = () => {};
    const isGenerated = new Promise<void>((resolve) => (generated = resolve));
    const job = {
      job_id: 'job-1',
      status: 'pending',
      progress: 0,
      message: null,
      error: null,
      result: null,
      created_at: '2026-11-20T10:00:00Z',
      updated_at: '2026-11-20T10:00:00Z',
    };
    openScreen('/cv', 'candidate', {
      'GET /users/me/cv/list': () => ({ body: files }),
      'POST /cv/upload': () => {
        files = [cv];
        return { body: { path: cv.path, file_name: cv.file_name, created_at: cv.created_at, is_new: true } };
      },
      'POST /cv_qa?cv_path=cv-1': () => {
        setTimeout(generated, 50);
        return { status: 202, body: { ...job, already_running: false } };
      },
      'GET /cv_qa?cv_path=cv-1': async () => {
        await isGenerated;
        return { body: cvQa };
      },
      'GET /cv_qa/job/job-1': { body: { ...job, status: 'completed', progress: 100, result: cvQa } },
    });
    await userEvent.upload(
      await screen.findByLabelText('Choose a CV file'),
      new File(['%PDF-1.4'], cv.file_name, { type: 'application/pdf' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('heading', { name: 'Interview Practice Questions (2)' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/Generating Q&A/)).toBeNull(), { timeout: 1_000 });
  });

  it('shows the fallback message when the Q&A cannot be fetched', async () => {
    openCvScreen({ 'GET /cv_qa?cv_path=cv-1': { status: 500 } });
    expect(await screen.findByText('Failed to fetch Q&A pairs.')).toBeTruthy();
  });
});

describe('Specs Management (spec part 2 §2.6, admins)', { timeout: 20_000 }, () => {
  it('shows one Generated Q&A list and no admin list', async () => {
    openScreen('/specs', 'admin', {
      'GET /specs/list': { body: [{ ...cv, path: 'specs-1', file_name: 'role.pdf' }] },
      'GET /specs/qa?specs_path=specs-1': { body: { qa_pairs: cvQa.qa_pairs } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Specs Management' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your Uploaded Specs' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Generated Q&A (2)' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Admin Verification Questions/ })).toBeNull();
  });

  it('says when no specs are uploaded yet', async () => {
    openScreen('/specs', 'admin', { 'GET /specs/list': { body: [] } });
    expect(await screen.findByText('No specs uploaded yet')).toBeTruthy();
  });
});
