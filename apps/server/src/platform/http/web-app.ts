import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const WEB_DIST = fileURLToPath(new URL('../../../../web/dist/', import.meta.url));

/**
 * Serves the built single-page app on the same origin as the API. Unknown non-API GETs (and HEADs) get index.html so the
 * browser's router decides; unknown API paths stay JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, notFoundJson: (method: string, url: string) => object) {
  const hasBuild = existsSync(`${WEB_DIST}index.html`);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: WEB_DIST,
      wildcard: false,
      index: false,
      // Hashed assets never change; index.html must always be fresh.
      setHeaders: (response, filePath) => {
        const isHashedAsset = filePath.includes('/assets/');
        response.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    // HEAD as well as GET: uptime monitors ask for the page's headers only (Node leaves the body out).
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api';
    if (!wantsPage) return reply.status(404).send(notFoundJson(request.method, path));
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app has not been built. Run `npm start` (or `npm run build`) first.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
