import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Header name to value, the same on every response. */
export type SecurityHeaders = Readonly<Record<string, string>>;

/**
 * The security headers, worked out once per process. Our policy depends on nothing in the request, so helmet runs
 * once against a recording response and every response gets the recorded headers: the routes through Fastify, and
 * the answers written straight to the socket when a request never reached it (edge-errors.ts).
 */
export function buildSecurityHeaders(options: { isProduction: boolean }): SecurityHeaders {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        frameSrc: ["'self'", 'https://accounts.google.com'],
        connectSrc: ["'self'", 'https://accounts.google.com'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: options.isProduction ? [] : null,
      },
    },
    // PDFs are shown in frames of our own pages.
    frameguard: { action: 'sameorigin' },
    crossOriginEmbedderPolicy: false,
    // Google's sign-in opens a popup that must be able to answer us.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: options.isProduction,
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = String(value);
    },
    removeHeader: () => undefined,
  };
  let failure: unknown = null;
  applyHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  return headers;
}

/** Security headers on every response that goes through Fastify, 404s and errors included. */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
