import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardStatsSchema } from '@viva/contracts';
import type { Platform } from '../../app-context.ts';
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
            'Candidates, job postings (open and closed) and interviews (completed, and scheduled: started and not yet ' +
            'finished).',
          response: { 200: DashboardStatsSchema, ...errorResponses },
        },
      },
      async () => getDashboardStats(platform.database.db),
    );
  };
}
