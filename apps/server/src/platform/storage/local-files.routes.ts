import type { FastifyPluginAsync } from 'fastify';
import { AppError, forbidden, notFound } from '../http/app-error.ts';
import { isLocalStorage } from './local-storage.ts';
import { contentDisposition, MissingObjectError, type Storage } from './storage.ts';

/**
 * Serves the files of local storage at `<publicBasePath>/<key>` to whoever holds a signed URL from
 * storage.signedUrl (the browser opens them directly, without its bearer token). Register it at the root or
 * under any prefix that publicBasePath starts with (e.g. `/api/v1`).
 */
export function localFilesRoutes(storage: Storage): FastifyPluginAsync {
  if (!isLocalStorage(storage)) throw new Error('localFilesRoutes serves local storage only');
  return async (app) => {
    if (!storage.publicBasePath.startsWith(app.prefix)) {
      throw new Error(
        `localFilesRoutes registered under '${app.prefix}', outside '${storage.publicBasePath}'`,
      );
    }
    const routePath = `${storage.publicBasePath.slice(app.prefix.length)}/*`;
    app.get(routePath, { schema: { hide: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const check = storage.verifySignedUrl(key, request.query as Record<string, unknown>);
      if (check.status === 'invalid') throw forbidden('This link is invalid.');
      if (check.status === 'expired') throw new AppError(410, 'This link has expired.');

      const file = await storage.read(key).catch((error: unknown) => {
        throw error instanceof MissingObjectError ? notFound('This file no longer exists.') : error;
      });
      // Caches may keep it only while the link itself is valid.
      const maxAge = Math.max(0, check.expiresAt - Math.ceil(Date.now() / 1000));
      return reply
        .header('content-type', check.contentType ?? file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(check.disposition, check.fileName))
        .header('cache-control', `private, max-age=${maxAge}`)
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    });
  };
}
