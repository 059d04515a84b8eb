import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateCandidateRequestSchema,
  IdParamsSchema,
  UserListResponseSchema,
  UserSchema,
} from '@viva/contracts';
import type { Platform } from '../../app-context.ts';
import { currentUser } from '../../platform/auth/guards.ts';
import { sendJsonBytes } from '../../platform/http/json-bytes.ts';
import { bearerAuth, errorResponses } from '../../platform/http/openapi.ts';
import {
  createCandidate,
  deleteUserAccount,
  listUsersJson,
  type CandidatesDeps,
} from './candidates.service.ts';

export function candidatesRoutes(platform: Platform, deps: CandidatesDeps): FastifyPluginAsyncZod {
  // Spec part 2 §6: the Candidates screen is for recruiters and admins; the server enforces it on every call.
  const recruiterOrAdmin = platform.guards.area('candidates');
  const tags = ['users'];
  const security = bearerAuth;

  return async (app) => {
    app.get(
      '/users/',
      {
        preHandler: recruiterOrAdmin,
        schema: {
          tags,
          security,
          description:
            'The Candidates table, newest first: a recruiter sees candidates only, an admin everyone.',
          response: { 200: UserListResponseSchema, ...errorResponses },
        },
      },
      // Sent as ready JSON bytes: the list was checked against the contract when it was cached.
      async (request, reply) => sendJsonBytes(reply, await listUsersJson(deps, currentUser(request))),
    );

    app.post(
      '/users/',
      {
        preHandler: recruiterOrAdmin,
        schema: {
          tags,
          security,
          description:
            'Add a candidate. Fields are trimmed, a blank telephone is stored as null, and the role is always ' +
            'candidate whatever the body says. 409 when the email already has an account. The person later signs ' +
            'in with this email and is this same user.',
          body: CreateCandidateRequestSchema,
          response: { 201: UserSchema, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createCandidate(deps, currentUser(request), request.body)),
    );

    app.delete(
      '/users/:id',
      {
        preHandler: recruiterOrAdmin,
        schema: {
          tags,
          security,
          description:
            'Delete a user and everything of theirs (CVs, Q&A, jobs, settings, interviews) in one transaction; ' +
            'their stored files are removed by a queued job once it commits. A recruiter deletes candidates only ' +
            '(anyone else is 404 to them); an admin anyone but an admin; nobody themselves (403).',
          params: IdParamsSchema,
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        await deleteUserAccount(deps, currentUser(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
