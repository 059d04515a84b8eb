import { ErrorResponseSchema, type ErrorResponse } from '@viva/contracts';

export type ErrorDetail = ErrorResponse['detail'];

/** A failed API call: the HTTP status, the server's `{detail}` when it sent one, and how long it asked us to wait. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: ErrorDetail | null;
  /** From a Retry-After header (a 429 or 503): milliseconds before asking again; null when the server said nothing. */
  readonly retryAfterMs: number | null;

  constructor(status: number, detail: ErrorDetail | null, retryAfterMs: number | null = null) {
    super(detail === null ? `Request failed with status ${status}` : formatErrorDetail(detail));
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.retryAfterMs = retryAfterMs;
  }
}

/** A Retry-After header in milliseconds: delay-seconds or an HTTP date (RFC 9110 §10.2.3); null when unreadable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its day and month ('Thu, 26 Nov 2026 12:00:00 GMT'); a bare '-5' is no date.
  const date = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** Spec part 1 §5: a validation list is shown as 'field: message' lines, the field being the last path element. */
export function formatErrorDetail(detail: ErrorDetail): string {
  if (typeof detail === 'string') return detail;
  return detail
    .map((issue) => {
      // An item of a list is named by its list ('jobSpecsQuestions', not '1'), counting from one.
      const field = issue.loc.filter((part) => !/^\d+$/.test(String(part))).at(-1);
      const index = issue.loc.at(-1);
      const item = field !== undefined && /^\d+$/.test(String(index)) ? ` (item ${Number(index) + 1})` : '';
      return field === undefined ? issue.msg : `${field}${item}: ${issue.msg}`;
    })
    .join('\n');
}

/** The text to show for a failure: the server's detail when present, else the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.detail !== null) {
    const text = formatErrorDetail(error.detail);
    if (text.trim() !== '') return text;
  }
  return fallback;
}

/** Reads `{detail}` from an error response body; anything else (an HTML proxy page, empty body) gives null. */
export function parseErrorDetail(body: unknown): ErrorDetail | null {
  const parsed = ErrorResponseSchema.safeParse(body);
  return parsed.success ? parsed.data.detail : null;
}
