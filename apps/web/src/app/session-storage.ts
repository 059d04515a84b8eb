/** Browser storage keys of spec part 1 §3; other code goes through these functions, never the raw keys. */
const TOKEN_KEY = 'token';
const LOGGED_IN_KEY = 'isLoggedIn';
const ROLE_SELECTED_KEY = 'role_selected';

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function hasStoredSession(): boolean {
  return readToken() !== null && localStorage.getItem(LOGGED_IN_KEY) === 'true';
}

export function markLoggedIn(): void {
  localStorage.setItem(LOGGED_IN_KEY, 'true');
}

export function isRoleSelected(): boolean {
  return localStorage.getItem(ROLE_SELECTED_KEY) === 'true';
}

export function markRoleSelected(): void {
  localStorage.setItem(ROLE_SELECTED_KEY, 'true');
}

/** Drops the token and the signed-in flag (failed sign-in or a stored session the server rejects). */
export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(LOGGED_IN_KEY);
}

/** Logout also forgets the role choice flag (spec part 1 §4). */
export function clearAllSessionKeys(): void {
  clearSession();
  localStorage.removeItem(ROLE_SELECTED_KEY);
}
