import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RoleChoiceRequestSchema, UserSchema } from '@viva/contracts';
import type { Platform } from '../../app-context.ts';
import { currentUser } from '../../platform/auth/guards.ts';
import { bearerAuth, errorResponses } from '../../platform/http/openapi.ts';
import { chooseRole, toUserResponse } from './users.service.ts';

export function usersRoutes(platform: Platform): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/users/me/role',
      {
        preHandler: platform.guards.signedIn,
        schema: {
          tags: ['users'],
          description: 'Choose recruiter or candidate, once. Admin is never chosen: it comes from ADMIN_EMAILS.',
          security: bearerAuth,
          body: RoleChoiceRequestSchema,
          response: { 200: UserSchema, ...errorResponses },
        },
      },
      async (request) => {
        const user = await chooseRole(platform.database.db, currentUser(request).id, request.body.role);
        await platform.events.publish('user.changed', { userId: user.id });
        return toUserResponse(user);
      },
    );
  };
}
