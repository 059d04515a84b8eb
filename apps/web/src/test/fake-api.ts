import { vi } from 'vitest';
import type { User } from '@viva/contracts';

export type RecordedRequest = {
  method: string;
  path: string;
  /** Parsed JSON, or the FormData of a multipart upload. */
  body: unknown;
  authorization: string | null;
};
export type FakeResponse = { status?: number; body?: unknown; headers?: Record<string, string> };
type Route = FakeResponse | ((request: RecordedRequest) => FakeResponse | Promise<FakeResponse>);

/**
 * Stands in for the server at the HTTP boundary (the browser's fetch): routes are keyed 'METHOD /path' under
 * /api/v1; anything unlisted answers 404 like the real server would. A route that throws is a request that got no
 * answer (the browser's `TypeError: Failed to fetch`); one that never settles is a server that is slow to answer.
 */
export function installFakeApi(routes: Record<string, Route>) {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = input.replace(/^\/api\/v1/, '');
    const headers = new Headers(init.headers);
    const request: RecordedRequest = {
      method,
      path,
      body:
        typeof init.body === 'string'
          ? JSON.parse(init.body)
          : init.body instanceof FormData
            ? init.body
            : undefined,
      authorization: headers.get('Authorization'),
    };
    requests.push(request);
    const route = routes[`${method} ${path}`];
    const answer =
      route === undefined
        ? { status: 404, body: { detail: 'Not Found' } }
        : await abortable(resolve(route, request), init.signal);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  return { requests };
}

function resolve(route: Route, request: RecordedRequest) {
  return typeof route === 'function' ? route(request) : route;
}

/** Like the browser's fetch, an aborted request rejects with an AbortError however long the answer takes. */
function abortable(answer: FakeResponse | Promise<FakeResponse>, signal: AbortSignal | null | undefined) {
  if (!signal) return answer;
  return new Promise<FakeResponse>((settle, fail) => {
    const handleAbort = () => fail(new DOMException('The user aborted a request.', 'AbortError'));
    if (signal.aborted) return handleAbort();
    signal.addEventListener('abort', handleAbort, { once: true });
    Promise.resolve(answer).then(settle, fail);
  });
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    full_name: 'Ada Lovelace',
    role: 'candidate',
    first_name: null,
    surname: null,
    telephone: null,
    ...overrides,
  };
}

/** A browser that signed in earlier: token and flag stored, as the auth provider expects on start. */
export function storeSignedInSession(token = 'stored-token') {
  localStorage.setItem('token', token);
  localStorage.setItem('isLoggedIn', 'true');
}

export const DEV_PROVIDERS = { google_client_id: null, oidc: null, dev_login: true, development_mode: false };
