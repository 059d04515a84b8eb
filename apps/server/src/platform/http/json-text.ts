import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already text (a cached response). Fastify sends strings as they are, past the route's
 * serializer; the route's schema still documents the shape, which the text was built from.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
