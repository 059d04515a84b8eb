/** Only paths on this site may be a return address; anything else would make the login page an open redirect. */
export function isSafeReturnAddress(address: unknown): address is string {
  return (
    typeof address === 'string' &&
    address.startsWith('/') &&
    !address.startsWith('//') &&
    !address.includes('\\')
  );
}

/** The page that sent the user here (router state `from`, a path or a location object). */
function addressFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = (state as { from: unknown }).from;
  if (typeof from === 'string') return from;
  if (typeof from === 'object' && from !== null && 'pathname' in from) {
    const { pathname, search = '' } = from as { pathname: unknown; search?: unknown };
    if (typeof pathname === 'string' && typeof search === 'string') return pathname + search;
  }
  return null;
}

/** spec part 1 §2: the return address (`?returnTo=`), else the page it came from, else nothing. */
export function readReturnAddress(search: string, state: unknown): string | null {
  const fromQuery = new URLSearchParams(search).get('returnTo');
  if (isSafeReturnAddress(fromQuery)) return fromQuery;
  const fromState = addressFromState(state);
  return isSafeReturnAddress(fromState) ? fromState : null;
}

export function isInterviewAddress(address: string | null): boolean {
  return address !== null && address.includes('/interview/');
}

export type OidcRedirectResult = { accessToken: string; returnTo: string | null } | { error: string } | null;

/** The server's OIDC callback comes back as `/login#access_token=...&return_to=...` or `/login#error=...`. */
export function readOidcRedirect(hash: string): OidcRedirectResult {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const error = fragment.get('error');
  if (error !== null) return { error };
  const accessToken = fragment.get('access_token');
  if (accessToken === null || accessToken === '') return null;
  const returnTo = fragment.get('return_to');
  return { accessToken, returnTo: isSafeReturnAddress(returnTo) ? returnTo : null };
}
