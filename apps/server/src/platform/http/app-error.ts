import type { ValidationIssue } from '@viva/contracts';

/** Every error meant for the client: a status and a detail in the spec's words. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | ValidationIssue[],
  ) {
    super(typeof detail === 'string' ? detail : detail.map((issue) => issue.msg).join('; '));
    this.name = 'AppError';
  }
}

/** 429: the client must wait; the error handler sends Retry-After. */
export class TooManyRequestsError extends AppError {
  constructor(
    detail: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, detail);
  }
}

export const badRequest = (detail: string) => new AppError(400, detail);
export const unauthorized = (detail = 'Not authenticated') => new AppError(401, detail);
export const forbidden = (detail = 'You do not have permission to do this.') => new AppError(403, detail);
export const notFound = (detail = 'Not found') => new AppError(404, detail);
export const conflict = (detail: string) => new AppError(409, detail);
export const payloadTooLarge = (detail: string) => new AppError(413, detail);
export const unsupportedMediaType = (detail: string) => new AppError(415, detail);
export const unprocessable = (detail: string | ValidationIssue[]) => new AppError(422, detail);

/** A single field problem, in the same `{loc, msg}` list shape as schema validation errors. */
export const fieldError = (location: string, field: string, message: string, status = 422) =>
  new AppError(status, [{ loc: [location, field], msg: message }]);
