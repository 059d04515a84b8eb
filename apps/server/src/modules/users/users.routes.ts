import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RoleChoiceRequestSchema, UserSchema } from '@viva/contracts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../platform/auth/guards.ts';
import { bearerAuth, errorResponses } from '../../platform/http/openapi.ts';
import { chooseRole, toUserResponse } from './users.service.ts';

export function usersRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/users/me/role',
      {
        preHandler: context.guards.signedIn,
        schema: {
          tags: ['users'],
          description: 'Choose recruiter or candidate, once. Admin is never chosen: it comes from ADMIN_EMAILS.',
          security: bearerAuth,
          body: RoleChoiceRequestSchema,
          response: { 200: UserSchema, ...errorResponses },
        },
      },
      async (request) => {
        const user = await chooseRole(context.database.db, currentUser(request).id, request.body.role);
        context.caches.users.delete(user.id);
        return toUserResponse(user);
      },
    );
  };
}
