import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangeRoleRequestSchema,
  IdParamsSchema,
  ManagedUserListQuerySchema,
  ManagedUserListResponseSchema,
  ManagedUserSchema,
  RecruiterRequestDecisionSchema,
  RecruiterRequestListResponseSchema,
  RoleAuditListResponseSchema,
  RoleAuditQuerySchema,
  RoleChoiceRequestSchema,
  RoleChoiceResponseSchema,
} from '@viva/contracts';
import type { Platform } from '../../app-context.ts';
import { currentUser } from '../../platform/auth/guards.ts';
import { bearerAuth, errorResponses } from '../../platform/http/openapi.ts';
import {
  approveRecruiterRequest,
  changeUserRole,
  chooseRole,
  declineRecruiterRequest,
  listRecruiterRequests,
  listRoleAudit,
  listUsersForAdmin,
  type AccessDeps,
} from './access.service.ts';

export function accessRoutes(platform: Platform, deps: AccessDeps): FastifyPluginAsyncZod {
  const adminOnly = platform.guards.area('users');
  const security = bearerAuth;
  const tags = ['access'];
  // The reason is optional, and so is the whole body: a bare POST approves or declines with the standard reason.
  const decisionBody = RecruiterRequestDecisionSchema.nullish();

  return async (app) => {
    app.post(
      '/users/me/role',
      {
        preHandler: platform.guards.signedIn,
        schema: {
          tags: ['users'],
          description:
            'Choose recruiter or candidate, once. Admin is never chosen: it comes from ADMIN_EMAILS. Outside ' +
            'development, Recruiter is given at once only to RECRUITER_EMAILS and RECRUITER_DOMAINS; anyone else ' +
            'becomes a candidate with a pending request (recruiter_request_pending) that an admin answers.',
          security,
          body: RoleChoiceRequestSchema,
          response: { 200: RoleChoiceResponseSchema, ...errorResponses },
        },
      },
      async (request) => chooseRole(deps, currentUser(request), request.body.role),
    );

    app.get(
      '/access/users',
      {
        preHandler: adminOnly,
        schema: {
          tags,
          security,
          description:
            'Admins: everyone with their role and pending recruiter request, newest first, a page at a time.',
          querystring: ManagedUserListQuerySchema,
          response: { 200: ManagedUserListResponseSchema, ...errorResponses },
        },
      },
      async (request) => listUsersForAdmin(deps.db, request.query),
    );

    app.put(
      '/access/users/:id/role',
      {
        preHandler: adminOnly,
        schema: {
          tags,
          security,
          description:
            'Admins: make a user a recruiter (granted) or a candidate (revoked). Admins are set by ADMIN_EMAILS.',
          params: IdParamsSchema,
          body: ChangeRoleRequestSchema,
          response: { 200: ManagedUserSchema, ...errorResponses },
        },
      },
      async (request) =>
        changeUserRole(deps, currentUser(request), request.params.id, request.body.role, request.body.reason),
    );

    app.get(
      '/access/requests',
      {
        preHandler: adminOnly,
        schema: {
          tags,
          security,
          description: 'Admins: the pending recruiter requests, oldest first.',
          response: { 200: RecruiterRequestListResponseSchema, ...errorResponses },
        },
      },
      async () => listRecruiterRequests(deps.db),
    );

    const answers = [
      {
        answer: 'approve',
        description:
          'Admins: approve a pending request; the person becomes a recruiter at their next request.',
        apply: approveRecruiterRequest,
      },
      {
        answer: 'decline',
        description: 'Admins: decline a pending request; the person stays a candidate.',
        apply: declineRecruiterRequest,
      },
    ] as const;
    for (const { answer, description, apply } of answers) {
      app.post(
        `/access/requests/:id/${answer}`,
        {
          preHandler: adminOnly,
          schema: {
            tags,
            security,
            description,
            params: IdParamsSchema,
            body: decisionBody,
            response: { 200: ManagedUserSchema, ...errorResponses },
          },
        },
        async (request) => apply(deps, currentUser(request), request.params.id, request.body?.reason),
      );
    }

    app.get(
      '/access/audit',
      {
        preHandler: adminOnly,
        schema: {
          tags,
          security,
          description: 'Admins: the append-only record of role changes, newest first; page with `before`.',
          querystring: RoleAuditQuerySchema,
          response: { 200: RoleAuditListResponseSchema, ...errorResponses },
        },
      },
      async (request) => listRoleAudit(deps.db, request.query),
    );
  };
}
