import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every response. The helmet middleware is built once here: @fastify/helmet rebuilt it
 * (re-parsing the whole policy) on every request, a large share of a busy route's time.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { isProduction: boolean }): void {
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
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
