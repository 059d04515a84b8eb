import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { FILE_TOO_LARGE_MESSAGE, type ValidationIssue } from '@viva/contracts';
import { AppError, TooManyRequestsError } from './app-error.ts';

/** One place where errors become `{detail}` responses; internals of 5xx never reach the client. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Refused before its body was read to the end (too large, wrong type, cut short): close the connection after
    // answering, rather than reading what is left of a body nobody wants.
    if (!request.raw.complete) reply.header('connection', 'close');
    if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof AppError) {
      return reply.status(error.status).send({ detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const location = error.validationContext ?? 'body';
      const detail: ValidationIssue[] = error.validation.map((issue) => ({
        loc: [location, ...issue.instancePath.split('/').filter(Boolean)],
        msg: issue.message ?? 'Invalid value',
      }));
      return reply.status(422).send({ detail });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ detail: 'Internal server error' });
    }
    return reply.status(status).send({ detail: clientMessage(error) });
  });
}

// The path is named to help whoever mistyped it, but only so much of it: a 404 must not echo kilobytes back.
const MAX_ECHOED_PATH = 200;

export const notFoundBody = (method: string, path: string) => ({
  detail: `No route for ${method} ${path.length > MAX_ECHOED_PATH ? `${path.slice(0, MAX_ECHOED_PATH)}...` : path}`,
});

// Fastify and its plugins raise these with technical wording; say it the way a person would.
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_REQ_FILE_TOO_LARGE':
      return FILE_TOO_LARGE_MESSAGE;
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return 'Too many files in one request.';
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'The request must be multipart/form-data.';
    default:
      return error.message;
  }
}
