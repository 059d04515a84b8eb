import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { AccessTokenResponseSchema, UserSchema, type Role, type User } from '@viva/contracts';

export type SeededUser = { token: string; user: User };

/** An address no other test uses, so each spec owns its data on the shared server. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * Signs a user in through the development endpoint and gives them `role` (admins get theirs from ADMIN_EMAILS,
 * `null` leaves the role to choose).
 */
export async function seedUser(
  request: APIRequestContext,
  { email, fullName, role }: { email: string; fullName?: string; role: Role | null },
): Promise<SeededUser> {
  const signIn = await request.post('/api/v1/auth/dev', { data: { email, full_name: fullName } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const { access_token: token } = AccessTokenResponseSchema.parse(await signIn.json());
  const headers = { Authorization: `Bearer ${token}` };
  if (role === 'recruiter' || role === 'candidate') {
    const choice = await request.post('/api/v1/users/me/role', { data: { role }, headers });
    expect(choice.status(), await choice.text()).toBe(200);
  }
  const me = await request.get('/api/v1/auth/me', { headers });
  const user = UserSchema.parse(await me.json());
  if (role !== null) expect(user.role).toBe(role);
  return { token, user };
}

/** Puts the session where the web app keeps it (spec part 1 §3), as a browser that signed in earlier would. */
export async function openSignedIn(page: Page, seeded: SeededUser, path = '/'): Promise<void> {
  // Any page of the origin gives access to its storage; the health check does not boot the app first.
  await page.goto('/healthz');
  await page.evaluate((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('isLoggedIn', 'true');
  }, seeded.token);
  await page.goto(path);
}

/**
 * The admin named in ADMIN_EMAILS (support/test.ts), under the same name whichever test signs them in first: a
 * name is kept from the first sign-in, and a worker's server starts again with an empty database after a failure.
 */
export function seedAdmin(request: APIRequestContext): Promise<SeededUser> {
  return seedUser(request, { email: 'admin@example.com', fullName: 'Test Admin', role: 'admin' });
}

export async function signedInAs(page: Page, request: APIRequestContext, role: Role, path = '/') {
  const seeded =
    role === 'admin'
      ? await seedAdmin(request)
      : await seedUser(request, { email: uniqueEmail(role), fullName: `Test ${capitalize(role)}`, role });
  await openSignedIn(page, seeded, path);
  return seeded;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
