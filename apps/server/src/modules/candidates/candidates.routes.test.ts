import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { createJobPosting } from '../../../test/job-postings.ts';
import { completeInterview } from '../../../test/interviews.ts';
import { waitFor } from '../../../test/wait.ts';

type Headers = { authorization: string };
type Person = { headers: Headers; id: string; email: string };

const ADMIN = 'cand-admin@example.com';
const OTHER_ADMIN = 'cand-admin-two@example.com';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('candidates and users (GET/POST /api/v1/users/, DELETE /api/v1/users/{id})', () => {
  let testApp: TestApp;
  let admin: Person;
  let otherAdmin: Person;
  let recruiter: Person;
  let otherRecruiter: Person;
  let candidate: Person;
  let roleless: Person;

  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, headers?: Headers, payload?: object) =>
    testApp.app.inject({ method, url, headers, payload });

  const person = async (email: string, role?: 'recruiter' | 'candidate'): Promise<Person> => {
    const headers = await signIn(testApp.app, email, role);
    return { headers, id: (await api('GET', '/api/v1/auth/me', headers)).json().id, email };
  };

  const addCandidate = async (by: Person, fields: Record<string, unknown> = {}) => {
    const suffix = Math.random().toString(36).slice(2, 10);
    const response = await api('POST', '/api/v1/users/', by.headers, {
      first_name: 'Ada',
      surname: 'Lovelace',
      email: `ada-${suffix}@example.com`,
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; email: string; role: string };
  };

  const listed = async (by: Person) => {
    const response = await api('GET', '/api/v1/users/', by.headers);
    expect(response.statusCode).toBe(200);
    return (response.json() as { users: { id: string; email: string; role: string | null }[] }).users;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: `${ADMIN},${OTHER_ADMIN}` });
    admin = await person(ADMIN);
    otherAdmin = await person(OTHER_ADMIN);
    recruiter = await person('cand-recruiter@example.com', 'recruiter');
    otherRecruiter = await person('cand-recruiter-two@example.com', 'recruiter');
    candidate = await person('cand-candidate@example.com', 'candidate');
    roleless = await person('cand-roleless@example.com');
  });
  afterAll(() => testApp.close());

  describe('who may call what', () => {
    it('answers 401 without a token and 403 to a candidate or a user without a role, and shows them nothing', async () => {
      const target = await addCandidate(recruiter);
      const callers: [string, Headers | undefined, number][] = [
        ['anonymous', undefined, 401],
        ['candidate', candidate.headers, 403],
        ['no role', roleless.headers, 403],
      ];
      for (const [name, headers, status] of callers) {
        const calls = [
          await api('GET', '/api/v1/users/', headers),
          await api('POST', '/api/v1/users/', headers, {
            first_name: 'Eve',
            surname: 'Intruder',
            email: `eve-${name.replace(' ', '')}@example.com`,
          }),
          await api('DELETE', `/api/v1/users/${target.id}`, headers),
        ];
        for (const response of calls) {
          expect(response.statusCode, `${name}: ${response.body}`).toBe(status);
          expect(Object.keys(response.json())).toEqual(['detail']);
          expect(response.body).not.toContain('@example.com');
        }
      }
      // Nothing was created, nothing was deleted.
      const everyone = (await listed(admin)).map((user) => user.email);
      expect(everyone).toContain(target.email);
      expect(everyone.filter((email) => email.startsWith('eve-'))).toEqual([]);
    });

    it('lets a recruiter list, add and delete candidates', async () => {
      const added = await addCandidate(recruiter);
      expect((await listed(recruiter)).map((user) => user.id)).toContain(added.id);
      expect((await api('DELETE', `/api/v1/users/${added.id}`, recruiter.headers)).statusCode).toBe(204);
      expect((await listed(recruiter)).map((user) => user.id)).not.toContain(added.id);
    });

    it('lets an admin list, add and delete', async () => {
      const added = await addCandidate(admin);
      expect((await listed(admin)).map((user) => user.id)).toContain(added.id);
      expect((await api('DELETE', `/api/v1/users/${added.id}`, admin.headers)).statusCode).toBe(204);
      expect((await listed(admin)).map((user) => user.id)).not.toContain(added.id);
    });
  });

  describe('GET /users/', () => {
    it('shows a recruiter the candidates only, newest first, and an admin everyone', async () => {
      const first = await addCandidate(recruiter);
      const second = await addCandidate(otherRecruiter);

      const forRecruiter = await listed(recruiter);
      expect(new Set(forRecruiter.map((user) => user.role))).toEqual(new Set(['candidate']));
      const ids = forRecruiter.map((user) => user.id);
      expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
      expect(ids).toContain(candidate.id);
      for (const hidden of [admin, recruiter, otherRecruiter, roleless]) expect(ids).not.toContain(hidden.id);

      const forAdmin = (await listed(admin)).map((user) => user.id);
      for (const everyone of [admin, otherAdmin, recruiter, otherRecruiter, candidate, roleless, first]) {
        expect(forAdmin).toContain(everyone.id);
      }
    });

    it('describes each user with the fields of spec part 2 §3', async () => {
      const added = await addCandidate(recruiter, { telephone: '+44 20 7946 0958' });
      const row = (await listed(recruiter)).find((user) => user.id === added.id);
      expect(row).toEqual({
        id: added.id,
        email: added.email,
        full_name: 'Ada Lovelace',
        role: 'candidate',
        first_name: 'Ada',
        surname: 'Lovelace',
        telephone: '+44 20 7946 0958',
      });
    });
  });

  describe('POST /users/', () => {
    it('trims every field, stores a blank telephone as null and always makes a candidate', async () => {
      for (const [role, telephone] of [
        ['admin', '   '],
        ['recruiter', ''],
        [undefined, null],
      ] as const) {
        const email = `  Grace.Hopper-${role ?? 'none'}@Example.COM `;
        const response = await api('POST', '/api/v1/users/', recruiter.headers, {
          first_name: '  Grace ',
          surname: ' Hopper  ',
          full_name: ' ',
          email,
          telephone,
          ...(role ? { role } : {}),
        });
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json()).toEqual({
          id: expect.any(String),
          email: email.trim().toLowerCase(),
          full_name: 'Grace Hopper',
          first_name: 'Grace',
          surname: 'Hopper',
          telephone: null,
          role: 'candidate',
        });
      }
    });

    it('records who made the person a candidate in the role audit', async () => {
      const added = await addCandidate(recruiter);
      const audit = await api('GET', `/api/v1/access/audit?user_id=${added.id}`, admin.headers);
      expect(audit.json().entries).toEqual([
        expect.objectContaining({
          action: 'granted',
          actor_id: recruiter.id,
          user_id: added.id,
          from_role: null,
          to_role: 'candidate',
          reason: 'Added as a candidate by a recruiter',
        }),
      ]);
    });

    it('refuses an email that already has an account with 409, whatever its case, and changes nothing', async () => {
      const existing = await addCandidate(recruiter, { telephone: '0123' });
      for (const email of [existing.email, existing.email.toUpperCase(), ` ${recruiter.email} `]) {
        const response = await api('POST', '/api/v1/users/', recruiter.headers, {
          first_name: 'Someone',
          surname: 'Else',
          email,
        });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          detail: `A user with the email ${email.trim().toLowerCase()} already exists.`,
        });
      }
      const rows = await listed(admin);
      expect(rows.find((user) => user.id === existing.id)).toMatchObject({
        first_name: 'Ada',
        telephone: '0123',
      });
      expect(rows.find((user) => user.id === recruiter.id)).toMatchObject({ role: 'recruiter' });
    });

    it('refuses missing or malformed fields with 422 naming each, and stores nothing', async () => {
      const before = (await listed(admin)).length;
      const response = await api('POST', '/api/v1/users/', recruiter.headers, {
        first_name: '   ',
        email: 'not-an-email',
        telephone: 'call me maybe',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toEqual([
        { loc: ['body', 'first_name'], msg: 'First name is required' },
        { loc: ['body', 'surname'], msg: 'Surname is required' },
        { loc: ['body', 'email'], msg: 'Enter a valid email address' },
        { loc: ['body', 'telephone'], msg: 'Telephone can contain only digits, spaces and + ( ) - . /' },
      ]);
      const bidi = await api('POST', '/api/v1/users/', recruiter.headers, {
        first_name: 'Ada\u202E',
        surname: 'Lovelace',
        email: 'bidi@example.com',
      });
      expect(bidi.statusCode).toBe(422);
      expect((await listed(admin)).length).toBe(before);
    });

    it('lets the new candidate sign in with that email and be the same user, with no role to choose', async () => {
      const added = await addCandidate(recruiter, { first_name: 'Katherine', surname: 'Johnson' });
      const headers = await signIn(testApp.app, added.email.toUpperCase());
      const me = await api('GET', '/api/v1/auth/me', headers);
      expect(me.json()).toEqual({
        id: added.id,
        email: added.email,
        full_name: 'Katherine Johnson',
        role: 'candidate',
        first_name: 'Katherine',
        surname: 'Johnson',
        telephone: null,
      });
      // The role was given: the role screen's choice is refused as already made.
      const choice = await api('POST', '/api/v1/users/me/role', headers, { role: 'recruiter' });
      expect(choice.statusCode).toBe(409);
    });
  });

  describe('DELETE /users/{id}', () => {
    it('lets nobody delete themselves', async () => {
      for (const self of [recruiter, admin]) {
        const response = await api('DELETE', `/api/v1/users/${self.id}`, self.headers);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ detail: 'You cannot delete your own account.' });
      }
      const ids = (await listed(admin)).map((user) => user.id);
      expect(ids).toEqual(expect.arrayContaining([recruiter.id, admin.id]));
    });

    it('shows a recruiter anyone but a candidate as not found, and an admin cannot delete an admin', async () => {
      for (const target of [otherRecruiter, admin, roleless]) {
        const response = await api('DELETE', `/api/v1/users/${target.id}`, recruiter.headers);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ detail: 'User not found' });
      }
      const adminOnAdmin = await api('DELETE', `/api/v1/users/${otherAdmin.id}`, admin.headers);
      expect(adminOnAdmin.statusCode).toBe(403);
      expect(adminOnAdmin.json()).toEqual({ detail: 'Admins cannot be deleted.' });
      const ids = (await listed(admin)).map((user) => user.id);
      expect(ids).toEqual(expect.arrayContaining([otherRecruiter.id, admin.id, roleless.id, otherAdmin.id]));
    });

    it('answers 404 for an unknown id, a malformed id and a user already deleted', async () => {
      const added = await addCandidate(recruiter);
      expect((await api('DELETE', `/api/v1/users/${added.id}`, recruiter.headers)).statusCode).toBe(204);
      for (const id of [added.id, UNKNOWN_ID, 'not-a-uuid', '..%2F..%2Fetc']) {
        const response = await api('DELETE', `/api/v1/users/${id}`, recruiter.headers);
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toEqual({ detail: 'User not found' });
      }
    });

    it('signs the deleted user out at once', async () => {
      const added = await addCandidate(recruiter);
      const headers = await signIn(testApp.app, added.email);
      expect((await api('GET', '/api/v1/auth/me', headers)).statusCode).toBe(200);
      expect((await api('DELETE', `/api/v1/users/${added.id}`, recruiter.headers)).statusCode).toBe(204);
      expect((await api('GET', '/api/v1/auth/me', headers)).statusCode).toBe(401);
      // Signing in again makes a new, empty account: nothing of the old one comes back.
      const again = await signIn(testApp.app, added.email);
      const me = (await api('GET', '/api/v1/auth/me', again)).json();
      expect(me.id).not.toBe(added.id);
      expect(me).toMatchObject({ role: null, first_name: null, telephone: null });
    });

    it('lets an admin delete a recruiter: their postings stay, for admins to manage', async () => {
      const leaving = await person('cand-leaving-recruiter@example.com', 'recruiter');
      const posting = await createJobPosting(testApp.app, leaving.headers);
      expect((await api('DELETE', `/api/v1/users/${leaving.id}`, admin.headers)).statusCode).toBe(204);
      const kept = await api('GET', `/api/v1/jobs/${posting.id}`, admin.headers);
      expect(kept.statusCode).toBe(200);
      expect((await api('GET', `/api/v1/jobs/${posting.id}/candidates`, admin.headers)).statusCode).toBe(200);
      // Nobody else's recruiter can manage it now.
      expect((await api('GET', `/api/v1/jobs/${posting.id}/candidates`, recruiter.headers)).statusCode).toBe(
        403,
      );
    });

    it('erases everything of the candidate: no row anywhere and no stored file', async () => {
      const added = await addCandidate(recruiter, { telephone: '555 0100' });
      const headers = await signIn(testApp.app, added.email);
      // Their footprint across modules: settings, an interview with its transcript and grading job, stored files.
      const settings = await api('POST', '/api/v1/users/me/settings', headers, {
        questionTimeSeconds: 30,
        transitionTimeSeconds: 5,
        maxQuestionsToAsk: 3,
        autoPlayAudio: true,
      });
      expect(settings.statusCode).toBe(200);
      const posting = await createJobPosting(testApp.app, recruiter.headers);
      await completeInterview(testApp.app, headers, posting.id);
      const { storage } = testApp.context;
      const files = [`users/${added.id}/cv/one.pdf`, `users/${added.id}/recordings/two.webm`];
      for (const key of files)
        await storage.put(key, Buffer.from('%PDF-1.4 test'), { contentType: 'application/pdf' });
      const userFolder = path.join(testApp.dataDir, 'files', 'users', added.id);
      expect(existsSync(userFolder)).toBe(true);
      const footprint = await rowsMentioning(testApp, added.id, added.email);
      expect(Object.keys(footprint)).toEqual(
        expect.arrayContaining(['users', 'user_settings', 'interview_sessions', 'role_audit']),
      );

      expect((await api('DELETE', `/api/v1/users/${added.id}`, recruiter.headers)).statusCode).toBe(204);

      await waitFor(async () => !existsSync(userFolder));
      for (const key of files) expect(await storage.exists(key)).toBe(false);
      await waitFor(
        async () => !('storage_erasures' in (await rowsMentioning(testApp, added.id, added.email))),
      );
      // The append-only role audit keeps who was made a candidate by whom (issue 15); nothing else remains.
      expect(Object.keys(await rowsMentioning(testApp, added.id, added.email))).toEqual(['role_audit']);
      // The posting and another candidate's data are untouched.
      expect((await api('GET', `/api/v1/jobs/${posting.id}`, recruiter.headers)).statusCode).toBe(200);
      expect((await api('GET', '/api/v1/auth/me', candidate.headers)).statusCode).toBe(200);
    });
  });
});

/** Every table of the application's schema with a row whose text mentions the user's id or email, with counts. */
async function rowsMentioning(
  testApp: TestApp,
  userId: string,
  email: string,
): Promise<Record<string, number>> {
  const { db } = testApp.context.database;
  // PGlite and node-postgres both answer { rows }.
  const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  const tables = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not like '%drizzle%' order by table_name`,
  );
  const found: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [result] = await rowsOf<{ total: number }>(
      sql`select count(*)::int as total from ${sql.identifier(table)} as t
          where t::text ilike ${`%${userId}%`} or t::text ilike ${`%${email}%`}`,
    );
    const total = result?.total ?? 0;
    if (total > 0) found[table] = total;
  }
  return found;
}
