import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ManagedUser, RoleAuditEntry } from '@viva/contracts';
import { installFakeApi, makeUser, storeSignedInSession, type FakeResponse } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const applicant: ManagedUser = {
  id: 'user-2',
  email: 'sam@elsewhere.org',
  full_name: 'Sam Carter',
  role: 'candidate',
  pending_request_id: 'request-1',
  created_at: '2026-03-02T09:00:00Z',
};
const recruiter: ManagedUser = {
  id: 'user-3',
  email: 'rita@example.com',
  full_name: 'Rita Moreno',
  role: 'recruiter',
  pending_request_id: null,
  created_at: '2026-03-01T09:00:00Z',
};
const admin: ManagedUser = {
  id: 'user-1',
  email: 'ada@example.com',
  full_name: 'Ada Lovelace',
  role: 'admin',
  pending_request_id: null,
  created_at: '2026-02-01T09:00:00Z',
};
const requested: RoleAuditEntry = {
  id: '7',
  action: 'requested',
  actor_id: applicant.id,
  actor_email: applicant.email,
  user_id: applicant.id,
  user_email: applicant.email,
  from_role: null,
  to_role: 'candidate',
  reason: 'Chose Recruiter; a candidate until an admin approves the request',
  created_at: '2026-03-02T09:01:00Z',
};

function openUsersPage(
  extraRoutes: Record<string, FakeResponse | ((request: { body: unknown }) => FakeResponse)> = {},
) {
  storeSignedInSession();
  localStorage.setItem('role_selected', 'true');
  return installFakeApi({
    'GET /auth/me': { body: makeUser({ role: 'admin' }) },
    'GET /access/requests': {
      body: {
        requests: [
          {
            id: 'request-1',
            user_id: applicant.id,
            email: applicant.email,
            full_name: applicant.full_name,
            requested_at: '2026-03-02T09:01:00Z',
          },
        ],
      },
    },
    'GET /access/users?limit=25&offset=0': { body: { users: [applicant, recruiter, admin], total: 3 } },
    'GET /access/audit': { body: { entries: [requested], next_before: '7' } },
    'GET /access/audit?before=7': {
      body: {
        entries: [
          {
            ...requested,
            id: '1',
            action: 'granted',
            actor_id: null,
            actor_email: null,
            user_id: admin.id,
            user_email: admin.email,
            to_role: 'admin',
            reason: 'The email is on ADMIN_EMAILS',
          },
        ],
        next_before: null,
      },
    },
    ...extraRoutes,
  });
}

/** The page's code loads lazily: the first render may take a while on a busy machine. */
async function renderUsersPage() {
  renderApp('/users');
  await screen.findByRole('heading', { level: 1, name: 'Users' }, { timeout: 5000 });
  await screen.findByRole('table', { name: 'Recruiter requests' }, { timeout: 5000 });
}

describe('Users page (issue 15)', { timeout: 20_000 }, () => {
  it('shows the pending requests, everyone with their role, and the record of role changes', async () => {
    openUsersPage();
    await renderUsersPage();

    const requests = screen.getByRole('table', { name: 'Recruiter requests' });
    expect(within(requests).getByText('sam@elsewhere.org')).toBeTruthy();
    expect(within(requests).getByRole('button', { name: 'Approve sam@elsewhere.org' })).toBeTruthy();

    const users = await screen.findByRole('table', { name: 'All users' });
    const rows = within(users).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual([
      'CandidateRequested recruiter',
      'Recruiter',
      'Admin',
    ]);
    expect(within(rows[0]!).getByRole('button', { name: 'Make recruiter sam@elsewhere.org' })).toBeTruthy();
    expect(
      within(rows[1]!).getByRole('button', { name: 'Revoke recruiter access rita@example.com' }),
    ).toBeTruthy();
    expect(within(rows[2]!).getByText('Set by ADMIN_EMAILS')).toBeTruthy();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();

    const changes = await screen.findByRole('table', { name: 'Role changes' });
    expect(within(changes).getByText('Requested recruiter')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show older changes' }));
    expect(await within(changes).findByText('The email is on ADMIN_EMAILS')).toBeTruthy();
    expect(within(changes).getByText('by configuration')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show older changes' })).toBeNull();
  });

  it('approves a request with a reason, says so, and reloads the lists', async () => {
    let approvedWith: unknown;
    const api = openUsersPage({
      'POST /access/requests/request-1/approve': (request) => {
        approvedWith = request.body;
        return { body: { ...applicant, role: 'recruiter', pending_request_id: null } };
      },
    });
    await renderUsersPage();
    await userEvent.click(screen.getByRole('button', { name: 'Approve sam@elsewhere.org' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve recruiter access' });
    expect(within(dialog).getByText(/Sam Carter \(sam@elsewhere.org\) becomes a recruiter/)).toBeTruthy();
    await userEvent.click(within(dialog).getByLabelText('Reason (optional)'));
    await userEvent.paste('Joined the hiring team');
    const requestsBefore = api.requests.filter((request) => request.path === '/access/requests').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('sam@elsewhere.org is now a recruiter.')).toBeTruthy();
    expect(approvedWith).toEqual({ reason: 'Joined the hiring team' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(api.requests.filter((request) => request.path === '/access/requests').length).toBeGreaterThan(
        requestsBefore,
      ),
    );
  });

  it('revokes recruiter access, and shows the server’s refusal inside the dialog', async () => {
    let attempts = 0;
    let revokedWith: unknown;
    openUsersPage({
      'PUT /access/users/user-3/role': (request) => {
        revokedWith = request.body;
        return ++attempts === 1
          ? {
              status: 409,
              body: { detail: "This user's role changed meanwhile. Reload the page and try again." },
            }
          : { body: { ...recruiter, role: 'candidate' } };
      },
    });
    await renderUsersPage();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke recruiter access rita@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke recruiter access' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      "This user's role changed meanwhile. Reload the page and try again.",
    );
    expect(revokedWith).toEqual({ role: 'candidate', reason: '' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('rita@example.com is no longer a recruiter.')).toBeTruthy();
  });
});
