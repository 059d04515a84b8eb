import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already encoded (a cached response). Fastify sends bytes as they are, past the route's
 * serializer; the route's schema still documents the shape, which the bytes were built from. Bytes rather than text:
 * a string would be encoded to UTF-8 again on every send (a tenth of a cached 200-posting list request's CPU).
 */
export function sendJsonBytes(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
