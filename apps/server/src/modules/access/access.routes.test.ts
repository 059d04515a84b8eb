import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RoleAuditEntry } from '@viva/contracts';
import { buildApp } from '../../app.ts';
import { createAppContext } from '../../create-context.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { startGoogleStub, type GoogleStub } from '../../../test/identity-providers.ts';

// Production mode: development sign-in is off, so everyone signs in with Google (a local stand-in for Google's
// keys) exactly as on a real deployment with RECRUITER_DOMAINS=example.com.
const CLIENT_ID = 'viva-test.apps.googleusercontent.com';
const ADMIN_EMAIL = 'chief@viva.test';
const PRODUCTION = {
  NODE_ENV: 'production',
  SECRET_KEY: 'p'.repeat(40),
  GOOGLE_CLIENT_ID: CLIENT_ID,
  ADMIN_EMAILS: ADMIN_EMAIL,
  RECRUITER_EMAILS: 'hiring.lead@partner.org',
  RECRUITER_DOMAINS: 'example.com',
};
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

type Headers = { authorization: string };

describe('recruiter access in production', () => {
  let google: GoogleStub;
  let testApp: TestApp;
  let admin: Headers;
  let emailCount = 0;

  beforeAll(async () => {
    google = await startGoogleStub();
    testApp = await createTestApp(PRODUCTION, { googleEndpoints: google.endpoints });
    admin = await signIn(ADMIN_EMAIL);
  });
  afterAll(async () => {
    await testApp?.close();
    await google?.close();
  });

  const call = (
    app: FastifyInstance,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers?: Headers,
    payload?: object,
  ) => app.inject({ method, url, headers, payload });
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, headers?: Headers, payload?: object) =>
    call(testApp.app, method, url, headers, payload);

  async function signIn(email: string): Promise<Headers> {
    const token = await google.signIdToken({
      aud: CLIENT_ID,
      sub: `google-${email}`,
      email,
      email_verified: true,
      name: 'Pat Doe',
    });
    const response = await api('POST', '/api/v1/auth/google', undefined, { token });
    expect(response.statusCode, response.body).toBe(200);
    return { authorization: `Bearer ${response.json().access_token}` };
  }

  /** A new person at that domain, signed in, who has not chosen a role yet. */
  async function newPerson(domain: string) {
    emailCount += 1;
    const email = `person${emailCount}-${Date.now()}@${domain}`;
    const headers = await signIn(email);
    const id: string = (await api('GET', '/api/v1/auth/me', headers)).json().id;
    return { email, id, headers };
  }

  const choose = (headers: Headers, role: string) => api('POST', '/api/v1/users/me/role', headers, { role });
  const roleOf = async (headers: Headers) => (await api('GET', '/api/v1/auth/me', headers)).json().role;
  /** Recruiter-only (posting jobs): a recruiter gets 404 for a job that does not exist, anyone else 403. */
  const recruiterProbe = async (headers: Headers) =>
    (await api('GET', `/api/v1/jobs/job/${NO_SUCH_ID}`, headers)).statusCode;
  const auditOf = async (userId: string): Promise<RoleAuditEntry[]> =>
    (await api('GET', `/api/v1/access/audit?user_id=${userId}`, admin)).json().entries;
  const pendingRequests = async () => (await api('GET', '/api/v1/access/requests', admin)).json().requests;

  /** A stranger who chose Recruiter: a candidate with a pending request. */
  async function applicant() {
    const person = await newPerson('gmail.test');
    expect((await choose(person.headers, 'recruiter')).statusCode).toBe(200);
    const request = (await pendingRequests()).find(
      (pending: { user_id: string }) => pending.user_id === person.id,
    );
    return { ...person, requestId: request.id as string };
  }

  it('makes a stranger who chooses Recruiter a candidate with a pending request, and records it', async () => {
    const stranger = await newPerson('gmail.test');
    const chosen = await choose(stranger.headers, 'recruiter');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({
      id: stranger.id,
      role: 'candidate',
      recruiter_request_pending: true,
    });
    expect(await roleOf(stranger.headers)).toBe('candidate');
    expect(await recruiterProbe(stranger.headers)).toBe(403);

    expect(await pendingRequests()).toContainEqual({
      id: expect.any(String),
      user_id: stranger.id,
      email: stranger.email,
      full_name: 'Pat Doe',
      requested_at: expect.any(String),
    });
    expect(await auditOf(stranger.id)).toEqual([
      {
        id: expect.any(String),
        action: 'requested',
        actor_id: stranger.id,
        actor_email: stranger.email,
        user_id: stranger.id,
        user_email: stranger.email,
        from_role: null,
        to_role: 'candidate',
        reason: 'Chose Recruiter; a candidate until an admin approves the request',
        created_at: expect.any(String),
      },
    ]);
    // The choice is made once: asking again neither changes the role nor queues a second request.
    const again = await choose(stranger.headers, 'recruiter');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'Your role has already been chosen.' });
    expect(
      (await pendingRequests()).filter((pending: { user_id: string }) => pending.user_id === stranger.id),
    ).toHaveLength(1);
  });

  it('makes an allow-listed email and anyone at an allow-listed domain a recruiter at once', async () => {
    const listed = await signIn('Hiring.Lead@Partner.org');
    const listedChoice = await choose(listed, 'recruiter');
    expect(listedChoice.json()).toMatchObject({ role: 'recruiter', recruiter_request_pending: false });
    expect(await recruiterProbe(listed)).toBe(404);

    const colleague = await newPerson('example.com');
    expect((await choose(colleague.headers, 'recruiter')).json()).toMatchObject({
      role: 'recruiter',
      recruiter_request_pending: false,
    });
    expect(await recruiterProbe(colleague.headers)).toBe(404);
    expect(await auditOf(colleague.id)).toMatchObject([
      {
        action: 'chosen',
        actor_id: colleague.id,
        from_role: null,
        to_role: 'recruiter',
        reason: 'Chose Recruiter; example.com is on RECRUITER_DOMAINS',
      },
    ]);

    // The domain must match exactly: a look-alike or a subdomain is someone else's.
    for (const domain of ['eng.example.com', 'notexample.com', 'example.com.evil.test']) {
      const outsider = await newPerson(domain);
      expect((await choose(outsider.headers, 'recruiter')).json()).toMatchObject({
        role: 'candidate',
        recruiter_request_pending: true,
      });
    }
  });

  it('lets anyone choose Candidate, with no request', async () => {
    const person = await newPerson('gmail.test');
    expect((await choose(person.headers, 'candidate')).json()).toMatchObject({
      role: 'candidate',
      recruiter_request_pending: false,
    });
    expect(
      (await pendingRequests()).some((pending: { user_id: string }) => pending.user_id === person.id),
    ).toBe(false);
    expect(await auditOf(person.id)).toMatchObject([
      { action: 'chosen', from_role: null, to_role: 'candidate', reason: 'Chose Candidate' },
    ]);
  });

  it('lets an admin approve a request: a recruiter from the next call, the request gone, the grant recorded', async () => {
    const person = await applicant();
    const approved = await api('POST', `/api/v1/access/requests/${person.requestId}/approve`, admin, {
      reason: 'Joined the hiring team',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({
      id: person.id,
      email: person.email,
      full_name: 'Pat Doe',
      role: 'recruiter',
      pending_request_id: null,
      created_at: expect.any(String),
    });
    expect(await roleOf(person.headers)).toBe('recruiter');
    expect(await recruiterProbe(person.headers)).toBe(404);
    expect((await pendingRequests()).some((pending: { id: string }) => pending.id === person.requestId)).toBe(
      false,
    );

    const adminId = (await api('GET', '/api/v1/auth/me', admin)).json().id;
    const [granted] = await auditOf(person.id);
    expect(granted).toMatchObject({
      action: 'granted',
      actor_id: adminId,
      actor_email: ADMIN_EMAIL,
      from_role: 'candidate',
      to_role: 'recruiter',
      reason: 'Joined the hiring team',
    });
    const twice = await api('POST', `/api/v1/access/requests/${person.requestId}/approve`, admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: 'This request has already been answered.' });
  });

  it('lets an admin decline a request: still a candidate, the decline recorded, the request closed', async () => {
    const person = await applicant();
    const declined = await api('POST', `/api/v1/access/requests/${person.requestId}/decline`, admin);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ role: 'candidate', pending_request_id: null });
    expect(await roleOf(person.headers)).toBe('candidate');
    expect(
      (await auditOf(person.id)).map(({ action, from_role, to_role, reason, actor_email }) => ({
        action,
        from_role,
        to_role,
        reason,
        actor_email,
      })),
    ).toEqual([
      {
        action: 'declined',
        from_role: 'candidate',
        to_role: 'candidate',
        reason: 'Recruiter request declined',
        actor_email: ADMIN_EMAIL,
      },
      {
        action: 'requested',
        from_role: null,
        to_role: 'candidate',
        reason: 'Chose Recruiter; a candidate until an admin approves the request',
        actor_email: person.email,
      },
    ]);
    const approveAfter = await api('POST', `/api/v1/access/requests/${person.requestId}/approve`, admin);
    expect(approveAfter.statusCode).toBe(409);
    expect(await roleOf(person.headers)).toBe('candidate');
  });

  it('refuses a revoked recruiter on their very next call, and can grant the role again', async () => {
    const recruiter = await newPerson('example.com');
    await choose(recruiter.headers, 'recruiter');
    expect(await recruiterProbe(recruiter.headers)).toBe(404); // the guards have now cached them as a recruiter

    const revoked = await api('PUT', `/api/v1/access/users/${recruiter.id}/role`, admin, {
      role: 'candidate',
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: recruiter.id, role: 'candidate' });
    expect(await recruiterProbe(recruiter.headers)).toBe(403);
    expect(await roleOf(recruiter.headers)).toBe('candidate');

    const granted = await api('PUT', `/api/v1/access/users/${recruiter.id}/role`, admin, {
      role: 'recruiter',
      reason: '  Back on the team  ',
    });
    expect(granted.json()).toMatchObject({ role: 'recruiter' });
    expect(await recruiterProbe(recruiter.headers)).toBe(404);
    expect(
      (await auditOf(recruiter.id)).map(({ action, from_role, to_role, reason }) => [
        action,
        from_role,
        to_role,
        reason,
      ]),
    ).toEqual([
      ['granted', 'candidate', 'recruiter', 'Back on the team'],
      ['revoked', 'recruiter', 'candidate', 'Recruiter access revoked by an admin'],
      ['chosen', null, 'recruiter', 'Chose Recruiter; example.com is on RECRUITER_DOMAINS'],
    ]);
  });

  it('answers a pending request when an admin makes its author a recruiter directly', async () => {
    const person = await applicant();
    await api('PUT', `/api/v1/access/users/${person.id}/role`, admin, { role: 'recruiter' });
    expect((await pendingRequests()).some((pending: { id: string }) => pending.id === person.requestId)).toBe(
      false,
    );
    expect((await api('POST', `/api/v1/access/requests/${person.requestId}/decline`, admin)).statusCode).toBe(
      409,
    );
  });

  it('gives an admin no way to make or unmake admins, or to change a role to what it is', async () => {
    const adminId = (await api('GET', '/api/v1/auth/me', admin)).json().id;
    const unmake = await api('PUT', `/api/v1/access/users/${adminId}/role`, admin, { role: 'candidate' });
    expect(unmake.statusCode).toBe(409);
    expect(unmake.json()).toEqual({
      detail: 'Admin access comes only from ADMIN_EMAILS and cannot be changed here.',
    });

    const person = await newPerson('gmail.test');
    const make = await api('PUT', `/api/v1/access/users/${person.id}/role`, admin, { role: 'admin' });
    expect(make.statusCode).toBe(422);
    expect(make.json()).toEqual({
      detail: [{ loc: ['body', 'role'], msg: 'Role must be candidate or recruiter' }],
    });
    expect(await roleOf(person.headers)).toBeNull();

    // A person who has not chosen yet can be given a role.
    const given = await api('PUT', `/api/v1/access/users/${person.id}/role`, admin, { role: 'candidate' });
    expect(given.json()).toMatchObject({ role: 'candidate' });
    const same = await api('PUT', `/api/v1/access/users/${person.id}/role`, admin, { role: 'candidate' });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ detail: `${person.email} is already a candidate.` });

    const tooLong = await api('PUT', `/api/v1/access/users/${person.id}/role`, admin, {
      role: 'recruiter',
      reason: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(422);
    const spoofed = await api('PUT', `/api/v1/access/users/${person.id}/role`, admin, {
      role: 'recruiter',
      reason: 'Approved \u202Eby the CEO',
    });
    expect(spoofed.json()).toEqual({
      detail: [{ loc: ['body', 'reason'], msg: 'Reason cannot contain text-direction control characters' }],
    });
    expect(await roleOf(person.headers)).toBe('candidate');
  });

  it('answers 404 for users and requests that do not exist, whatever the id looks like', async () => {
    for (const id of [NO_SUCH_ID, 'not-a-uuid']) {
      const role = await api('PUT', `/api/v1/access/users/${id}/role`, admin, { role: 'recruiter' });
      expect(role.statusCode).toBe(404);
      expect(role.json()).toEqual({ detail: 'User not found' });
      for (const answer of ['approve', 'decline']) {
        const response = await api('POST', `/api/v1/access/requests/${id}/${answer}`, admin);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ detail: 'Recruiter request not found' });
      }
    }
  });

  it('keeps every admin endpoint from anyone but admins: 401 anonymous, 403 with or without another role', async () => {
    const person = await applicant();
    const recruiter = await newPerson('example.com');
    await choose(recruiter.headers, 'recruiter');
    const candidate = await newPerson('gmail.test');
    await choose(candidate.headers, 'candidate');
    const undecided = await newPerson('gmail.test');
    const calls: [method: 'GET' | 'POST' | 'PUT', url: string, payload?: object][] = [
      ['GET', '/api/v1/access/users'],
      ['GET', '/api/v1/access/requests'],
      ['GET', '/api/v1/access/audit'],
      ['PUT', `/api/v1/access/users/${person.id}/role`, { role: 'recruiter' }],
      ['PUT', `/api/v1/access/users/${recruiter.id}/role`, { role: 'recruiter' }],
      ['POST', `/api/v1/access/requests/${person.requestId}/approve`, {}],
      ['POST', `/api/v1/access/requests/${person.requestId}/decline`, {}],
    ];
    for (const [method, url, payload] of calls) {
      const anonymous = await api(method, url, undefined, payload);
      expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);
      expect(Object.keys(anonymous.json())).toEqual(['detail']);
      for (const [label, headers] of [
        ['the applicant', person.headers],
        ['a recruiter', recruiter.headers],
        ['a candidate', candidate.headers],
        ['someone without a role', undecided.headers],
      ] as const) {
        const response = await api(method, url, headers, payload);
        expect(response.statusCode, `${method} ${url} as ${label}`).toBe(403);
        expect(Object.keys(response.json())).toEqual(['detail']);
      }
    }
    // Nothing changed: the request is still pending and nobody's role moved.
    expect(await roleOf(person.headers)).toBe('candidate');
    expect((await pendingRequests()).some((pending: { id: string }) => pending.id === person.requestId)).toBe(
      true,
    );
    expect(await auditOf(person.id)).toHaveLength(1);
  });

  it('records the admin role ADMIN_EMAILS gives at sign-in, made by configuration', async () => {
    const adminId = (await api('GET', '/api/v1/auth/me', admin)).json().id;
    expect(await auditOf(adminId)).toMatchObject([
      {
        action: 'granted',
        actor_id: null,
        actor_email: null,
        user_email: ADMIN_EMAIL,
        from_role: null,
        to_role: 'admin',
        reason: 'The email is on ADMIN_EMAILS',
      },
    ]);
    await signIn(ADMIN_EMAIL);
    expect(await auditOf(adminId)).toHaveLength(1);
  });

  it('lists everyone with their role and pending request, newest first, searchable and a page at a time', async () => {
    const person = await applicant();
    const search = encodeURIComponent(person.email.toUpperCase());
    const found = await api('GET', `/api/v1/access/users?search=${search}`, admin);
    expect(found.json()).toEqual({
      users: [
        {
          id: person.id,
          email: person.email,
          full_name: 'Pat Doe',
          role: 'candidate',
          pending_request_id: person.requestId,
          created_at: expect.any(String),
        },
      ],
      total: 1,
    });
    // A wildcard in the search is a character to find, not a pattern.
    expect((await api('GET', '/api/v1/access/users?search=%25', admin)).json()).toEqual({
      users: [],
      total: 0,
    });

    const all = (await api('GET', '/api/v1/access/users?limit=200', admin)).json();
    expect(all.users[0].id).toBe(person.id);
    expect(
      all.users.some(
        (user: { email: string; role: string }) => user.email === ADMIN_EMAIL && user.role === 'admin',
      ),
    ).toBe(true);
    const second = (await api('GET', '/api/v1/access/users?limit=1&offset=1', admin)).json();
    expect(second.total).toBe(all.total);
    expect(second.users.map((user: { id: string }) => user.id)).toEqual([all.users[1].id]);

    const badPage = await api('GET', '/api/v1/access/users?limit=1000&offset=-1', admin);
    expect(badPage.statusCode).toBe(422);
    expect(badPage.json().detail).toEqual([
      { loc: ['querystring', 'limit'], msg: 'limit must be at most 200' },
      { loc: ['querystring', 'offset'], msg: 'offset must be 0 or more' },
    ]);
  });

  it('pages through the audit trail newest first with before', async () => {
    const everything = (await api('GET', '/api/v1/access/audit?limit=200', admin)).json();
    expect(everything.entries.length).toBeGreaterThan(3);
    const ids = everything.entries.map((entry: RoleAuditEntry) => Number(entry.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const first = (await api('GET', '/api/v1/access/audit?limit=2', admin)).json();
    expect(first.entries.map((entry: RoleAuditEntry) => entry.id)).toEqual(
      everything.entries.slice(0, 2).map((entry: RoleAuditEntry) => entry.id),
    );
    expect(first.next_before).toBe(first.entries[1].id);
    const next = (await api('GET', `/api/v1/access/audit?limit=2&before=${first.next_before}`, admin)).json();
    expect(next.entries.map((entry: RoleAuditEntry) => entry.id)).toEqual(
      everything.entries.slice(2, 4).map((entry: RoleAuditEntry) => entry.id),
    );
    const last = (await api('GET', `/api/v1/access/audit?before=${ids.at(-1)! + 1}`, admin)).json();
    expect(last).toEqual({ entries: [everything.entries.at(-1)], next_before: null });

    const bad = await api('GET', '/api/v1/access/audit?user_id=nobody&before=x', admin);
    expect(bad.statusCode).toBe(422);
  });

  it('refuses to rewrite or remove audit rows in the database itself, and keeps them when the user is deleted', async () => {
    const person = await applicant();
    const { db } = testApp.context.database;
    // Drizzle wraps the database's error; its cause is PostgreSQL's own refusal, raised by the trigger.
    const refusal = {
      cause: expect.objectContaining({ message: expect.stringMatching(/^role_audit is append-only/) }),
    };
    await expect(
      db.execute(sql`update role_audit set reason = 'edited' where user_id = ${person.id}`),
    ).rejects.toMatchObject(refusal);
    await expect(db.execute(sql`delete from role_audit where user_id = ${person.id}`)).rejects.toMatchObject(
      refusal,
    );
    await expect(db.execute(sql`truncate role_audit`)).rejects.toMatchObject(refusal);

    // Deleting the account (as an erasure does) takes their request with it and leaves the record readable.
    await db.execute(sql`delete from users where id = ${person.id}`);
    expect((await pendingRequests()).some((pending: { id: string }) => pending.id === person.requestId)).toBe(
      false,
    );
    expect(await auditOf(person.id)).toMatchObject([
      { action: 'requested', user_id: person.id, user_email: person.email },
    ]);
  });

  it('lets another API process see a revocation once its user cache expires (5 s at most)', async () => {
    const recruiter = await newPerson('example.com');
    await choose(recruiter.headers, 'recruiter');
    // A second process on the same database: its own caches, and it does not hear this process's events.
    const other = await createAppContext(testApp.context.config, { database: testApp.testDatabase.database });
    const otherApp = await buildApp(other);
    try {
      const probeOther = async () =>
        (await call(otherApp, 'GET', `/api/v1/jobs/job/${NO_SUCH_ID}`, recruiter.headers)).statusCode;
      expect(await probeOther()).toBe(404);
      await api('PUT', `/api/v1/access/users/${recruiter.id}/role`, admin, { role: 'candidate' });
      expect(await recruiterProbe(recruiter.headers)).toBe(403);
      // The other process still holds its cached copy (so it really is a separate cache), until it expires.
      expect(await probeOther()).toBe(404);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5_001 });
      expect(await probeOther()).toBe(403);
    } finally {
      vi.useRealTimers();
      await otherApp.close();
    }
  });
});

describe('recruiter access in production with OPEN_RECRUITER_SIGNUP=1', () => {
  let google: GoogleStub;
  let testApp: TestApp;
  beforeAll(async () => {
    google = await startGoogleStub();
    testApp = await createTestApp(
      {
        NODE_ENV: 'production',
        SECRET_KEY: 'p'.repeat(40),
        GOOGLE_CLIENT_ID: CLIENT_ID,
        OPEN_RECRUITER_SIGNUP: '1',
      },
      { googleEndpoints: google.endpoints },
    );
  });
  afterAll(async () => {
    await testApp?.close();
    await google?.close();
  });

  it('gives Recruiter to whoever chooses it, as the spec describes', async () => {
    const token = await google.signIdToken({
      aud: CLIENT_ID,
      sub: 'g-1',
      email: 'anyone@gmail.test',
      email_verified: true,
    });
    const signedIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/google',
      payload: { token },
    });
    const headers = { authorization: `Bearer ${signedIn.json().access_token}` };
    const chosen = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/role',
      headers,
      payload: { role: 'recruiter' },
    });
    expect(chosen.json()).toMatchObject({ role: 'recruiter', recruiter_request_pending: false });
  });
});
