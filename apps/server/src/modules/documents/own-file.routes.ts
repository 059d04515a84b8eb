import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { DocumentListResponseSchema, DownloadUrlResponseSchema, PathQuerySchema } from '@viva/contracts';
import { currentUser } from '../../platform/auth/guards.ts';
import { bearerAuth, errorResponses } from '../../platform/http/openapi.ts';
import type { DocumentKindRules } from './document-kinds.ts';
import { getDownloadUrl, listOwnDocuments, type DocumentsDeps } from './documents.service.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** One kind's routes: its rules for the service, and the guard and OpenAPI tags of its area. */
export type DocumentKindRoutes = {
  deps: DocumentsDeps;
  rules: DocumentKindRules;
  preHandler: preHandlerAsyncHookHandler;
  tags: string[];
};

/**
 * GET the list of one's own files of a kind, and GET a signed download URL for one of them (`?path=`): CVs and
 * specs answer these the same way under their own addresses (spec part 2 §7).
 */
export function ownFileReadRoutes(
  app: App,
  kind: DocumentKindRoutes,
  urls: { list: string; download: string },
): void {
  const { deps, rules, preHandler, tags } = kind;
  const security = bearerAuth;
  app.get(
    urls.list,
    {
      preHandler,
      schema: { tags, security, response: { 200: DocumentListResponseSchema, ...errorResponses } },
    },
    async (request) => listOwnDocuments(deps, currentUser(request), rules),
  );
  app.get(
    urls.download,
    {
      preHandler,
      schema: {
        tags,
        security,
        querystring: PathQuerySchema,
        response: { 200: DownloadUrlResponseSchema, ...errorResponses },
      },
    },
    async (request) => getDownloadUrl(deps, currentUser(request), rules, request.query.path),
  );
}
