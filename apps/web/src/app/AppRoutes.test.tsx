import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@viva/contracts';
import { installFakeApi, makeUser, storeSignedInSession, type FakeResponse } from '../test/fake-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { visibleNavItems } from './navigation.ts';

const location = () => screen.getByTestId('location').textContent;

function signInAs(role: Role | null) {
  storeSignedInSession();
  installFakeApi({
    'GET /auth/me': { body: makeUser({ role }) },
    'GET /dashboard/stats': {
      body: {
        candidates: 3,
        job_applications: { total: 5, open: 4, closed: 1 },
        interviews: { total: 2, completed: 1, scheduled: 1 },
      },
    },
  });
}

describe('navigation per role (spec part 1 §2, §6)', () => {
  it.each([
    ['candidate', ['Home', 'Dashboard', 'Jobs', 'Practice', 'CV', 'Generic']],
    ['recruiter', ['Home', 'Dashboard', 'Jobs', 'Candidates']],
    ['admin', ['Home', 'Dashboard', 'Jobs', 'Candidates', 'Users', 'Practice', 'CV', 'Specs', 'Generic', 'Outbox']],
  ] as const)('%s sees %j, in the spec order', async (role, labels) => {
    expect(visibleNavItems(role).map((item) => item.label)).toEqual(labels);
    signInAs(role);
    renderApp('/');
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(labels);
  });

  it('shows nothing to a visitor or a user without a role', () => {
    expect(visibleNavItems(null)).toEqual([]);
    expect(visibleNavItems(undefined)).toEqual([]);
  });

  it('shows the full name, a Settings link and Sign Out when signed in', async () => {
    signInAs('recruiter');
    renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    await userEvent.click(within(banner).getByRole('button', { name: 'Sign Out' }));
    expect(location()).toBe('/');
    expect(within(banner).getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(within(banner).queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('the small-screen menu lists the same entries and the email', async () => {
    signInAs('recruiter');
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
    const drawer = await screen.findByRole('presentation');
    expect(within(drawer).getByText('ada@example.com')).toBeTruthy();
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Dashboard', 'Jobs', 'Candidates']);
  });
});

describe('protected routes (spec part 1 §2)', () => {
  it('shows a spinner while the session is checked', () => {
    storeSignedInSession();
    installFakeApi({ 'GET /auth/me': () => new Promise(() => {}) });
    renderApp('/dashboard');
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });

  it('sends a visitor to /', async () => {
    installFakeApi({});
    renderApp('/dashboard');
    await waitFor(() => expect(location()).toBe('/'));
    expect(
      await screen.findByText('Sign in to access the platform and start conducting AI interviews'),
    ).toBeTruthy();
  });

  it('sends a user lacking the area to /dashboard', async () => {
    signInAs('candidate');
    renderApp('/specs');
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('renders the page for a user with the area', async () => {
    signInAs('admin');
    renderApp('/specs');
    expect(await screen.findByRole('heading', { name: 'Specs Management' })).toBeTruthy();
    expect(location()).toBe('/specs');
  });

  it('lets any signed-in user open /settings, /apply and /generic', async () => {
    signInAs('recruiter');
    renderApp('/generic');
    expect(await screen.findByRole('heading', { name: 'Generic Interview Questions' })).toBeTruthy();
  });

  it('sends unknown paths to /', async () => {
    installFakeApi({});
    renderApp('/no/such/page');
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('does not loop when a user without a role (but with role_selected) opens /dashboard', async () => {
    localStorage.setItem('role_selected', 'true');
    signInAs(null);
    renderApp('/dashboard');
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('shows the dashboard cards from the stats endpoint', async () => {
    signInAs('candidate');
    renderApp('/dashboard');
    const jobs = await screen.findByRole('region', { name: 'Job Applications' });
    expect(within(jobs).getByText('5')).toBeTruthy();
    expect(within(jobs).getByText('Open: 4 | Closed: 1')).toBeTruthy();
    const interviews = screen.getByRole('region', { name: 'Interviews' });
    expect(within(interviews).getByText('Completed: 1 | Scheduled: 1')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Candidates' })).getByText('3')).toBeTruthy();
  });
});

describe('landing page', () => {
  it('offers the jobs link when signed in', async () => {
    signInAs('candidate');
    renderApp('/');
    const link = await screen.findByRole('link', { name: 'Browse Jobs & Start Interview' });
    expect(link.getAttribute('href')).toBe('/jobs');
    expect(screen.getByRole('heading', { level: 1, name: 'AI-Powered Interview Platform' })).toBeTruthy();
  });
});

describe('an expired session', () => {
  it.each([
    ['expired', 'Your session has expired. Please sign in again.'],
    ['is not valid', 'Your session is not valid. Please sign in again.'],
  ])('signs the user out and says the session %s when the server stops accepting the token', async (_case, detail) => {
    storeSignedInSession();
    installFakeApi({
      'GET /auth/me': { body: makeUser({ role: 'candidate' }) },
      'GET /dashboard/stats': { status: 401, body: { detail } },
    });
    renderApp('/dashboard');
    expect(await screen.findByText(detail)).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });
});

describe('a session check the server does not answer (issue 7)', () => {
  it('keeps the protected page waiting with a message and Retry, then opens it signed in', async () => {
    storeSignedInSession();
    let isServerUp = false;
    installFakeApi({
      'GET /auth/me': () => (isServerUp ? { body: makeUser({ role: 'candidate' }) } : { status: 503 }),
      'GET /dashboard/stats': {
        body: {
          candidates: 0,
          job_applications: { total: 0, open: 0, closed: 0 },
          interviews: { total: 0, completed: 0, scheduled: 0 },
        },
      },
    });
    renderApp('/dashboard');
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toContain('Your session could not be checked just now. Trying again…');
    expect(screen.getByRole('progressbar', { name: 'Checking your session' })).toBeTruthy();
    expect(location()).toBe('/dashboard');
    expect(localStorage.getItem('token')).toBe('stored-token');

    isServerUp = true;
    await userEvent.click(within(problem).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Job Applications' })).toBeTruthy();
    expect(location()).toBe('/dashboard');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['a 503', { status: 503, body: { detail: 'Service Unavailable' } }],
    ['a 429', { status: 429, body: { detail: 'Rate limit exceeded, retry in 1 minute' } }],
  ] as [string, FakeResponse][])(
    'a later call answered with %s leaves the user signed in',
    async (_case, failure) => {
      storeSignedInSession();
      installFakeApi({
        'GET /auth/me': { body: makeUser({ role: 'candidate' }) },
        'GET /dashboard/stats': failure,
      });
      renderApp('/dashboard');
      const banner = await screen.findByRole('banner');
      expect(await within(banner).findByRole('button', { name: 'Sign Out' })).toBeTruthy();
      // The dashboard shows its own failure; the session is not touched.
      expect((await screen.findByRole('alert')).textContent).toBe(
        (failure.body as { detail: string }).detail,
      );
      expect(location()).toBe('/dashboard');
      expect(localStorage.getItem('token')).toBe('stored-token');
      expect(within(banner).getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    },
  );
});
