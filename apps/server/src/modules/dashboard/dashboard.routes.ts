import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardStatsSchema } from '@viva/contracts';
import type { AppContext } from '../../app-context.ts';
import { bearerAuth, errorResponses } from '../../platform/http/openapi.ts';
import { getDashboardStats } from './dashboard.service.ts';

export function dashboardRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard/stats',
      {
        preHandler: context.guards.area('dashboard'),
        schema: { tags: ['dashboard'], security: bearerAuth, response: { 200: DashboardStatsSchema, ...errorResponses } },
      },
      async () => getDashboardStats(context.database.db),
    );
  };
}
