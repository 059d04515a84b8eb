import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OutboxQuerySchema, OutboxResponseSchema } from '@viva/contracts';
import type { Platform } from '../../app-context.ts';
import { bearerAuth, errorResponses } from '../../platform/http/openapi.ts';
import { listOutbox, type EmailDeps } from './email.service.ts';

export function emailRoutes(platform: Platform, deps: EmailDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/email/outbox',
      {
        preHandler: platform.guards.area('outbox'),
        schema: {
          tags: ['email'],
          security: bearerAuth,
          description:
            'Admins only: every email Viva sent or keeps, newest first. Without SMTP_URL the messages stay here ' +
            '(status outbox) with their text; with SMTP the text is cleared once the server accepted a message.',
          querystring: OutboxQuerySchema,
          response: { 200: OutboxResponseSchema, ...errorResponses },
        },
      },
      async (request) => listOutbox(deps, request.query.page),
    );
  };
}
