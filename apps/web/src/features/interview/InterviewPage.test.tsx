import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { INTERVIEW_LINK_MESSAGES, type InterviewLinkValidation } from '@viva/contracts';
import {
  DEV_PROVIDERS,
  installFakeApi,
  makeUser,
  storeSignedInSession,
  type FakeResponse,
} from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const TOKEN = 'k'.repeat(43);
const sam = makeUser({ id: 'user-2', email: 'sam@elsewhere.org', full_name: 'Sam Carter' });

function makeLink(overrides: Partial<InterviewLinkValidation> = {}): InterviewLinkValidation {
  return {
    access: 'signed-out',
    candidate: { email: 'sam@elsewhere.org', full_name: 'Sam Carter' },
    job: { position: 'Support Engineer', company: 'Sourcegraph', location: 'Remote' },
    expires_at: '2026-11-28T09:00:00Z',
    is_used: false,
    can_resume: false,
    ...overrides,
  };
}

const granted = (overrides: Partial<InterviewLinkValidation> = {}) =>
  makeLink({ access: 'granted', candidate_id: sam.id, job_id: 'job-posting-1', ...overrides });

/** The emailed page, opened signed out or signed in as `user`. */
function openInterviewPage(routes: Record<string, FakeResponse>, user: typeof sam | null = null) {
  if (user) {
    storeSignedInSession();
    localStorage.setItem('role_selected', 'true');
  }
  const api = installFakeApi({
    'GET /auth/providers': { body: DEV_PROVIDERS },
    ...(user ? { 'GET /auth/me': { body: user } } : {}),
    [`GET /interview/link/${TOKEN}/status`]: { body: { is_used: false } },
    ...routes,
  });
  renderApp(`/interview/${TOKEN}`);
  return api;
}

const validate = (answer: FakeResponse) => ({ [`GET /interview/validate-link/${TOKEN}`]: answer });

describe('interview page from an emailed link (spec part 2 §2.13, §4.5)', { timeout: 20_000 }, () => {
  it('asks someone signed out to sign in with the link’s account, and Log In carries the way back', async () => {
    openInterviewPage(validate({ body: makeLink() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Interview Login Required' })).toBeTruthy();
    expect(
      screen.getByText(
        'This interview for Support Engineer at Sourcegraph is for sam@elsewhere.org. Please sign in with that account to continue.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Return to Home' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    const location = new URL(screen.getByTestId('location').textContent!, 'http://viva.test');
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('returnTo')).toBe(`/interview/${TOKEN}`);
    expect(location.searchParams.get('email')).toBe('sam@elsewhere.org');
  });

  it('tells another signed-in account that the link is not theirs', async () => {
    openInterviewPage(validate({ body: makeLink({ access: 'wrong-user' }) }), makeUser());
    expect(await screen.findByText(INTERVIEW_LINK_MESSAGES.wrongUser)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log Out & Switch Account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull();
  });

  it('says a link is unknown (404)', async () => {
    openInterviewPage(validate({ status: 404, body: { detail: 'Not Found' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Interview Link Error' })).toBeTruthy();
    expect(
      screen.getByText("The interview link you're trying to access is not valid or has expired."),
    ).toBeTruthy();
    expect(screen.getByText(INTERVIEW_LINK_MESSAGES.notFound)).toBeTruthy();
  });

  it('says a link has expired (410)', async () => {
    openInterviewPage(validate({ status: 410, body: { detail: 'Gone' } }));
    expect(await screen.findByText(INTERVIEW_LINK_MESSAGES.expired)).toBeTruthy();
  });

  it('refuses a used link, offering Reset Link (Testing) only when the server runs in development', async () => {
    openInterviewPage(
      {
        ...validate({ body: granted({ is_used: true }) }),
        'GET /auth/providers': { body: { ...DEV_PROVIDERS, development_mode: true } },
      },
      sam,
    );
    expect(await screen.findByText(INTERVIEW_LINK_MESSAGES.used)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Reset Link (Testing)' })).toBeTruthy();
  });

  it('shows no reset button outside development', async () => {
    openInterviewPage(validate({ body: granted({ is_used: true }) }), sam);
    expect(await screen.findByText(INTERVIEW_LINK_MESSAGES.used)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset Link (Testing)' })).toBeNull();
  });

  it('welcomes the right candidate to the job’s interview and warns when there is no CV', async () => {
    openInterviewPage(
      {
        ...validate({ body: granted() }),
        [`GET /interview/link/${TOKEN}/cv-questions`]: { status: 404, body: { detail: 'No CV' } },
      },
      sam,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Interview: Support Engineer' }),
    ).toBeTruthy();
    expect(screen.getByText('Sourcegraph · Remote')).toBeTruthy();
    expect(screen.getByText('Welcome, Sam Carter')).toBeTruthy();
    const ready = screen.getByRole('region', { name: 'Ready to Start Your Interview' });
    expect(within(ready).getByText(/This interview runs on an AI-powered platform/)).toBeTruthy();
    expect(
      await screen.findByText('No CV found. Interview will proceed with job-specific questions only.'),
    ).toBeTruthy();
  });

  it('warns, but goes on, when the CV questions or the used-link check fail', async () => {
    openInterviewPage(
      {
        ...validate({ body: granted() }),
        [`GET /interview/link/${TOKEN}/cv-questions`]: { status: 500 },
        [`GET /interview/link/${TOKEN}/status`]: { status: 500 },
      },
      sam,
    );
    expect(
      await screen.findByText(
        'Failed to load CV questions. Interview will proceed with job-specific questions only.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Could not check whether this link was already used.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Ready to Start Your Interview' })).toBeTruthy();
  });
});
