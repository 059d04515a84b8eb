import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEV_PROVIDERS, installFakeApi, makeUser } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { isSafeReturnAddress, readOidcRedirect, readReturnAddress } from './return-address.ts';

const location = () => screen.getByTestId('location').textContent;
const TOKEN_ANSWER = { body: { access_token: 'dev-token', token_type: 'bearer', expires_in: 3600 } };

async function signInWithDevForm(email = 'ada@example.com') {
  await userEvent.type(await screen.findByLabelText(/Email/), email);
  await userEvent.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  it('shows the development form only when the server offers it, and no Google button without a client id', async () => {
    installFakeApi({ 'GET /auth/providers': { body: DEV_PROVIDERS } });
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });

  it('shows the Google and OIDC buttons when configured, the OIDC one carrying the return address', async () => {
    installFakeApi({
      'GET /auth/providers': {
        body: {
          google_client_id: 'client-1',
          oidc: { name: 'Acme SSO', start_url: '/api/v1/auth/oidc/start' },
          dev_login: false,
          development_mode: false,
        },
      },
    });
    renderApp('/login?returnTo=/jobs');
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
    const oidc = screen.getByRole('link', { name: 'Sign in with Acme SSO' });
    expect(oidc.getAttribute('href')).toBe('/api/v1/auth/oidc/start?return_to=%2Fjobs');
    expect(screen.queryByLabelText('Full name')).toBeNull();
  });

  it('signs in with the development form and goes to the return address', async () => {
    const api = installFakeApi({
      'GET /auth/providers': { body: DEV_PROVIDERS },
      'POST /auth/dev': TOKEN_ANSWER,
      'GET /auth/me': { body: makeUser({ role: 'candidate' }) },
    });
    renderApp('/login?returnTo=/jobs');
    await signInWithDevForm();
    await waitFor(() => expect(location()).toBe('/jobs'));
    expect(api.requests.find((request) => request.path === '/auth/dev')?.body).toEqual({
      email: 'ada@example.com',
      full_name: 'Ada Lovelace',
    });
  });

  it('goes back to the page it came from when there is no return address, and never off-site', async () => {
    installFakeApi({
      'GET /auth/providers': { body: DEV_PROVIDERS },
      'POST /auth/dev': TOKEN_ANSWER,
      'GET /auth/me': { body: makeUser({ role: 'recruiter' }) },
    });
    renderApp('/login?returnTo=//evil.example.com', { from: { pathname: '/dashboard', search: '' } });
    await signInWithDevForm();
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('shows the server detail when sign-in fails', async () => {
    installFakeApi({
      'GET /auth/providers': { body: DEV_PROVIDERS },
      'POST /auth/dev': {
        status: 422,
        body: { detail: [{ loc: ['body', 'email'], msg: 'Enter a valid email address' }] },
      },
    });
    renderApp('/login');
    await signInWithDevForm('ada@example.com');
    expect((await screen.findByRole('alert')).textContent).toContain('email: Enter a valid email address');
    expect(location()).toBe('/login');
  });

  it('checks the email before sending', async () => {
    const api = installFakeApi({ 'GET /auth/providers': { body: DEV_PROVIDERS } });
    renderApp('/login');
    await signInWithDevForm('not-an-email');
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(api.requests.some((request) => request.path === '/auth/dev')).toBe(false);
  });

  it('takes the token from the OIDC callback fragment and continues to its return address', async () => {
    const api = installFakeApi({
      'GET /auth/providers': { body: DEV_PROVIDERS },
      'GET /auth/me': { body: makeUser({ role: 'admin' }) },
    });
    renderApp('/login#access_token=oidc-token&return_to=%2Fspecs');
    await waitFor(() => expect(location()).toBe('/specs'));
    expect(api.requests.find((request) => request.path === '/auth/me')?.authorization).toBe(
      'Bearer oidc-token',
    );
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
  });

  it('shows the error the OIDC callback sends back', async () => {
    installFakeApi({ 'GET /auth/providers': { body: DEV_PROVIDERS } });
    renderApp('/login#error=Email%20not%20verified');
    expect((await screen.findByRole('alert')).textContent).toBe('Email not verified');
  });

  it('shows the Interview Access Required notice with the expected email and Return to Home', async () => {
    installFakeApi({ 'GET /auth/providers': { body: DEV_PROVIDERS } });
    renderApp('/login?returnTo=/interview/abc123&email=sam@example.com');
    expect(await screen.findByText('Interview Access Required')).toBeTruthy();
    expect(screen.getByText('Please sign in with sam@example.com to access your interview.')).toBeTruthy();
    expect((await screen.findByLabelText<HTMLInputElement>(/Email/)).value).toBe('sam@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Return to Home' }));
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('shows role selection after sign-in for a user without a role; a failure shows the detail', async () => {
    installFakeApi({
      'GET /auth/providers': { body: DEV_PROVIDERS },
      'POST /auth/dev': TOKEN_ANSWER,
      'GET /auth/me': { body: makeUser({ role: null }) },
      'POST /users/me/role': { status: 409, body: { detail: 'Role already chosen' } },
    });
    renderApp('/login');
    await signInWithDevForm();
    expect(await screen.findByRole('heading', { name: 'Choose Your Role' })).toBeTruthy();
    expect(screen.getByText('Please select the role that best describes you')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Recruiter' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Role already chosen');
  });

  it('role selection falls back to "Failed to update role", and continues after a good choice', async () => {
    let attempts = 0;
    installFakeApi({
      'GET /auth/providers': { body: DEV_PROVIDERS },
      'POST /auth/dev': TOKEN_ANSWER,
      'GET /auth/me': { body: makeUser({ role: null }) },
      'POST /users/me/role': () =>
        ++attempts === 1
          ? { status: 500 }
          : { body: { ...makeUser({ role: 'candidate' }), recruiter_request_pending: false } },
    });
    renderApp('/login?returnTo=/cv');
    await signInWithDevForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Candidate' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update role');
    await userEvent.click(screen.getByRole('button', { name: 'Candidate' }));
    await waitFor(() => expect(location()).toBe('/cv'));
    expect(localStorage.getItem('role_selected')).toBe('true');
  });

  it('says a Recruiter choice became a request for the administrators, then continues as a candidate', async () => {
    installFakeApi({
      'GET /auth/providers': { body: DEV_PROVIDERS },
      'POST /auth/dev': TOKEN_ANSWER,
      'GET /auth/me': { body: makeUser({ role: null }) },
      'POST /users/me/role': { body: { ...makeUser({ role: 'candidate' }), recruiter_request_pending: true } },
    });
    renderApp('/login');
    await signInWithDevForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Recruiter' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your request for recruiter access was sent to the administrators. Until it is approved you can use Viva as a candidate.',
    );
    expect(screen.queryByRole('button', { name: 'Recruiter' })).toBeNull();
    expect(localStorage.getItem('role_selected')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(navigation).getByRole('link', { name: 'Practice' })).toBeTruthy();
    expect(within(navigation).queryByRole('link', { name: 'Candidates' })).toBeNull();
  });
});

describe('return addresses', () => {
  it('accepts only paths on this site', () => {
    expect(isSafeReturnAddress('/jobs?x=1')).toBe(true);
    expect(isSafeReturnAddress('//evil.example.com')).toBe(false);
    expect(isSafeReturnAddress('https://evil.example.com')).toBe(false);
    expect(isSafeReturnAddress('/\\evil.example.com')).toBe(false);
    expect(readReturnAddress('?returnTo=%2Finterview%2Fabc', null)).toBe('/interview/abc');
    expect(readReturnAddress('', { from: '/cv' })).toBe('/cv');
    expect(readReturnAddress('', { from: { pathname: '/jobs', search: '?page=2' } })).toBe('/jobs?page=2');
    expect(readReturnAddress('', undefined)).toBeNull();
  });

  it('reads the OIDC callback fragment', () => {
    expect(readOidcRedirect('#access_token=abc&return_to=%2Fjobs')).toEqual({
      accessToken: 'abc',
      returnTo: '/jobs',
    });
    expect(readOidcRedirect('#access_token=abc&return_to=https://evil')).toEqual({
      accessToken: 'abc',
      returnTo: null,
    });
    expect(readOidcRedirect('#error=Email%20not%20verified')).toEqual({ error: 'Email not verified' });
    expect(readOidcRedirect('')).toBeNull();
  });
});
