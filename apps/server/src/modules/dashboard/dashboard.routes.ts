import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardStatsSchema } from '@viva/contracts';
import type { Platform } from '../../app-context.ts';
import { currentUser } from '../../platform/auth/guards.ts';
import { bearerAuth, errorResponses } from '../../platform/http/openapi.ts';
import { getDashboardStats } from './dashboard.service.ts';

export function dashboardRoutes(platform: Platform): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard/stats',
      {
        preHandler: platform.guards.area('dashboard'),
        schema: {
          tags: ['dashboard'],
          security: bearerAuth,
          description:
            'Counts within what the viewer may see: an admin the whole platform, a recruiter their own postings, a ' +
            'candidate their own applications (candidates is null for them) and interviews. Completed interviews have ' +
            'ended; scheduled ones are started and not finished.',
          response: { 200: DashboardStatsSchema, ...errorResponses },
        },
      },
      async (request) => getDashboardStats(platform.database.db, currentUser(request)),
    );
  };
}
