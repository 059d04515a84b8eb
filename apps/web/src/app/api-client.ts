import { ApiError, parseErrorDetail, parseRetryAfter } from './api-errors.ts';
import { readToken } from './session-storage.ts';

/** The API base path of the spec (part 1 §7); same origin as the web app. */
export const API_BASE = '/api/v1';

export const MISSING_TOKEN_MESSAGE = 'Authentication token not found. Please log in again.';

/** Anything with zod's `parse`: every response is checked against its contract before the UI sees it. */
type ResponseSchema<Result> = { parse: (data: unknown) => Result };

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as multipart when it is a FormData (the browser then sets the boundary itself). */
  body?: unknown;
  /**
   * False for the few calls that need no sign-in (the provider list, the sign-in calls); 'when-signed-in' for the
   * emailed-link pages, which answer both (the token is sent when there is one).
   */
  isAuthenticated?: boolean | 'when-signed-in';
  signal?: AbortSignal;
};

export async function apiRequest<Result>(
  path: string,
  schema: ResponseSchema<Result>,
  options: RequestOptions = {},
): Promise<Result> {
  const body = await send(path, options);
  return schema.parse(body);
}

/** For calls whose answer the UI does not use. */
export async function apiRequestWithoutResult(path: string, options: RequestOptions = {}): Promise<void> {
  await send(path, options);
}

/** A file the API answers with (a PDF report, spoken audio), fetched with the bearer token. */
export async function apiRequestBlob(path: string, options: { signal?: AbortSignal } = {}): Promise<Blob> {
  const response = await fetch(`${API_BASE}${path}`, {
    headers: authorizedHeaders('*/*'),
    signal: options.signal,
  });
  if (!response.ok) throw failure(response, await readJson(response));
  return response.blob();
}

function authorizedHeaders(accept: string): Record<string, string> {
  const token = readToken();
  // spec part 2 §5: an authenticated call without a stored token fails before reaching the server.
  if (token === null) throw new ApiError(401, MISSING_TOKEN_MESSAGE);
  return { Accept: accept, Authorization: `Bearer ${token}` };
}

async function send(path: string, options: RequestOptions): Promise<unknown> {
  const { method = 'GET', body, isAuthenticated = true, signal } = options;
  const sendsToken =
    isAuthenticated === true || (isAuthenticated === 'when-signed-in' && readToken() !== null);
  const headers: Record<string, string> = sendsToken
    ? authorizedHeaders('application/json')
    : { Accept: 'application/json' };
  const isMultipart = body instanceof FormData;
  if (body !== undefined && !isMultipart) headers['Content-Type'] = 'application/json';

  const response = await fetch(`${API_BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : isMultipart ? body : JSON.stringify(body),
    signal,
  });
  const payload = await readJson(response);
  if (!response.ok) throw failure(response, payload);
  return payload;
}

function failure(response: Response, payload: unknown): ApiError {
  return new ApiError(
    response.status,
    parseErrorDetail(payload),
    parseRetryAfter(response.headers.get('Retry-After')),
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
