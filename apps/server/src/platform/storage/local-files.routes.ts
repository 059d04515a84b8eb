import type { FastifyPluginAsync } from 'fastify';
import { AppError, forbidden, notFound } from '../http/app-error.ts';
import { isLocalStorage, RangeNotSatisfiableError, type ByteRange } from './local-storage.ts';
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

      reply.header('accept-ranges', 'bytes');
      const file = await storage.read(key, parseRange(request.headers.range)).catch((error: unknown) => {
        if (error instanceof MissingObjectError) throw notFound('This file no longer exists.');
        if (error instanceof RangeNotSatisfiableError) {
          reply.header('content-range', `bytes */${error.size}`);
          throw new AppError(416, error.message);
        }
        throw error;
      });
      // Caches may keep it only while the link itself is valid.
      const maxAge = Math.max(0, check.expiresAt - Math.ceil(Date.now() / 1000));
      reply
        .header('content-type', check.contentType ?? file.contentType)
        .header('content-disposition', contentDisposition(check.disposition, check.fileName))
        .header('cache-control', `private, max-age=${maxAge}`)
        .header('x-content-type-options', 'nosniff');
      if (!file.range) return reply.header('content-length', file.size).send(file.stream);
      // Media players seek with byte ranges.
      const { start, end } = file.range;
      return reply
        .status(206)
        .header('content-range', `bytes ${start}-${end}/${file.size}`)
        .header('content-length', end - start + 1)
        .send(file.stream);
    });
  };
}

/** One range of `bytes=...`; anything else (several ranges, other units, nonsense) means the whole file. */
function parseRange(header: string | undefined): ByteRange | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') return { suffixLength: Number(last) };
  const range = { start: Number(first), end: last === '' ? undefined : Number(last) };
  return range.end !== undefined && range.end < range.start ? undefined : range;
}
