import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GenericQaCustomRequestSchema,
  GenericQaEditRequestSchema,
  QaIndexSchema,
  QaPairsResponseSchema,
} from '@viva/contracts';
import type { Platform } from '../../app-context.ts';
import { currentUser } from '../../platform/auth/guards.ts';
import { bearerAuth, errorResponses } from '../../platform/http/openapi.ts';
import {
  addGenericQaPair,
  deleteGenericQaPair,
  editGenericQaAnswer,
  getGenericQa,
  type GenericQaDeps,
} from './generic-qa.service.ts';

/** Spec part 2 §7: the signed-in user's generic Q&A; every write answers the whole list. */
export function genericQaRoutes(platform: Platform, deps: GenericQaDeps): FastifyPluginAsyncZod {
  const { guards } = platform;
  const tags = ['generic'];
  const security = bearerAuth;
  const preHandler = guards.signedIn;
  const response = { 200: QaPairsResponseSchema, ...errorResponses };

  return async (app) => {
    app.get(
      '/generic_qa/',
      {
        preHandler,
        schema: {
          tags,
          security,
          description: 'The user’s list; the first read seeds it from the standard generic questions.',
          response,
        },
      },
      async (request) => ({ qa_pairs: await getGenericQa(deps, currentUser(request).id) }),
    );

    app.post(
      '/generic_qa/custom',
      { preHandler, schema: { tags, security, body: GenericQaCustomRequestSchema, response } },
      async (request) => ({ qa_pairs: await addGenericQaPair(deps, currentUser(request).id, request.body) }),
    );

    app.post(
      '/generic_qa/edit',
      { preHandler, schema: { tags, security, body: GenericQaEditRequestSchema, response } },
      async (request) => ({
        qa_pairs: await editGenericQaAnswer(
          deps,
          currentUser(request).id,
          request.body.qa_index,
          request.body.answer,
        ),
      }),
    );

    app.delete(
      '/generic_qa/:index',
      { preHandler, schema: { tags, security, params: z.object({ index: QaIndexSchema }), response } },
      async (request) => ({
        qa_pairs: await deleteGenericQaPair(deps, currentUser(request).id, request.params.index),
      }),
    );
  };
}
