import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import type { SecurityHeaders } from './security-headers.ts';

/**
 * Errors raised before a request reaches a route: by Node's HTTP parser (malformed requests, headers too large,
 * clients too slow) and by Fastify's router (undecodable or over-long addresses). Each gets the same `{detail}`
 * body and security headers as every other response, and never echoes what the client sent.
 */

/** Longest address (path and query) accepted; longer ones are refused with 414 before any route runs. */
export const MAX_URL_LENGTH = 8 * 1024;

export const URL_TOO_LONG_MESSAGE = 'The request address is too long.';
const BAD_URL_MESSAGE = 'The request address is not valid.';
const TIMEOUT_MESSAGE = 'The request took too long to arrive.';
const HEADERS_TOO_LARGE_MESSAGE = 'The request address or headers are too large.';
const MALFORMED_MESSAGE = 'The request is not valid HTTP.';

/** A whole HTTP response as bytes, for a socket that no Fastify reply exists for. */
function rawErrorResponse(status: number, detail: string, headers: SecurityHeaders): string {
  const body = JSON.stringify({ detail });
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

function describeClientError(code: string | undefined): { status: number; detail: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, detail: TIMEOUT_MESSAGE };
  // Node counts the request line with the headers, so an address past the limit lands here too.
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, detail: HEADERS_TOO_LARGE_MESSAGE };
  return { status: 400, detail: MALFORMED_MESSAGE };
}

/**
 * Fastify's `clientErrorHandler`: Node's parser refused the bytes, or the client did not send them in time
 * (HTTP_HEADERS_TIMEOUT_SECONDS, HTTP_REQUEST_TIMEOUT_SECONDS). Answered on the socket, which is then closed.
 */
export function clientErrorHandler(headers: SecurityHeaders) {
  return function handleClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, detail } = describeClientError(error.code);
    this.log.debug({ code: error.code, status }, 'client error');
    // A response already under way (its headers sent) cannot be followed by another one.
    const pending = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !pending?.headersSent) socket.write(rawErrorResponse(status, detail, headers));
    socket.destroy();
  };
}

/** Fastify's `frameworkErrors`: the router could not decode the address, or a path parameter is too long. */
export function frameworkErrorHandler(headers: SecurityHeaders) {
  return function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    const [status, detail] =
      error.code === 'FST_ERR_BAD_URL'
        ? [400, BAD_URL_MESSAGE]
        : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? [414, URL_TOO_LONG_MESSAGE]
          : [500, 'Internal server error'];
    if (status === 500) request.log.error({ err: error }, 'request failed before routing');
    void reply.headers(headers).status(status).send({ detail });
  };
}

/** Refuses an address longer than MAX_URL_LENGTH before routing or any other work (an onRequest hook). */
export function refuseLongUrls(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    done(request.url.length > MAX_URL_LENGTH ? new AppError(414, URL_TOO_LONG_MESSAGE) : undefined);
  });
}
