import type { FastifyRequest } from 'fastify';

/**
 * This site's address as people reach it: PUBLIC_URL when set (behind a proxy, in emails), else the request's own
 * protocol and host (trusted from the proxy's headers only in production, app.ts).
 */
export function publicOrigin(publicUrl: string | undefined, request: FastifyRequest): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
