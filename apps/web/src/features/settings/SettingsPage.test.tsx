import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Role } from '@viva/contracts';
import { installFakeApi, makeUser, storeSignedInSession, type FakeResponse } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

function openSettingsAs(
  role: Role | null,
  save: FakeResponse | ((body: unknown) => FakeResponse | Promise<FakeResponse>),
  load?: FakeResponse,
) {
  storeSignedInSession();
  localStorage.setItem('role_selected', 'true');
  const api = installFakeApi({
    'GET /auth/me': { body: makeUser({ role }) },
    'GET /users/me/settings': load ?? { body: { ...DEFAULT_SETTINGS, questionTimeSeconds: 30 } },
    'POST /users/me/settings': (request) => (typeof save === 'function' ? save(request.body) : save),
  });
  renderApp('/settings');
  return api;
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('settings page (spec part 2 §2.9)', () => {
  it('shows the account and the saved values, with bounds on the inputs; candidates get no link expiry', async () => {
    openSettingsAs('candidate', { status: 500 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByText('Candidate')).toBeTruthy();
    expect((await screen.findByLabelText<HTMLInputElement>('Question time (seconds)')).value).toBe('30');
    expect(input('Question time (seconds)').min).toBe('10');
    expect(input('Question time (seconds)').max).toBe('120');
    expect(input('Transition time (seconds)').value).toBe('5');
    expect(input('Maximum questions').value).toBe('2');
    expect(screen.queryByLabelText('Interview link expiration (hours)')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Auto-play question audio' })).toBeTruthy();
  });

  it('shows "Not set" for a user without a role', async () => {
    openSettingsAs(null, { status: 500 });
    expect(await screen.findByText('Not set')).toBeTruthy();
  });

  it('saves and says so; recruiters also send the link expiry', async () => {
    let saved: unknown;
    const api = openSettingsAs('recruiter', (body) => {
      saved = body;
      return { body };
    });
    const expiry = await screen.findByLabelText<HTMLInputElement>('Interview link expiration (hours)');
    expect(expiry.max).toBe('168');
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '24');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Auto-play question audio' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved successfully!')).toBeTruthy();
    expect(saved).toEqual({
      questionTimeSeconds: 30,
      transitionTimeSeconds: 5,
      maxQuestionsToAsk: 2,
      autoPlayAudio: true,
      interview_link_expiration_hours: 24,
    });
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('shows Saving... while the save is under way', async () => {
    openSettingsAs('candidate', () => new Promise<FakeResponse>(() => {}));
    await userEvent.click(await screen.findByRole('button', { name: 'Save Settings' }));
    expect((await screen.findByRole('button', { name: 'Saving...' })).hasAttribute('disabled')).toBe(true);
  });

  it('shows the server validation list as field: message and marks the input', async () => {
    openSettingsAs('candidate', {
      status: 422,
      body: {
        detail: [
          {
            loc: ['body', 'questionTimeSeconds'],
            msg: 'Question time must be a whole number from 10 to 120',
          },
        ],
      },
    });
    const questionTime = await screen.findByLabelText<HTMLInputElement>('Question time (seconds)');
    await userEvent.clear(questionTime);
    await userEvent.type(questionTime, '500');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    const form = screen.getByRole('form', { name: 'Interview settings' });
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'questionTimeSeconds: Question time must be a whole number from 10 to 120',
    );
    expect(questionTime.getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a value that is not a whole number without calling the server', async () => {
    const api = openSettingsAs('candidate', { body: DEFAULT_SETTINGS });
    const maximum = await screen.findByLabelText<HTMLInputElement>('Maximum questions');
    await userEvent.clear(maximum);
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Maximum questions must be a whole number')).toBeTruthy();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('falls back to "Failed to save settings." without a server detail', async () => {
    openSettingsAs('candidate', { status: 500 });
    await userEvent.click(await screen.findByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Failed to save settings.')).toBeTruthy();
  });

  it('says when the settings cannot be loaded', async () => {
    openSettingsAs('candidate', { status: 500 }, { status: 500 });
    expect(await screen.findByText('Failed to load settings.')).toBeTruthy();
  });
});
