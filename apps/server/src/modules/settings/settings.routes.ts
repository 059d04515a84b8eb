import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SaveSettingsRequestSchema, UserSettingsSchema } from '@viva/contracts';
import type { Platform } from '../../app-context.ts';
import { currentUser } from '../../platform/auth/guards.ts';
import { bearerAuth, errorResponses } from '../../platform/http/openapi.ts';
import { getSettings, saveSettings } from './settings.service.ts';

export function settingsRoutes(platform: Platform): FastifyPluginAsyncZod {
  const { db } = platform.database;
  return async (app) => {
    const schema = { tags: ['settings'], security: bearerAuth };
    app.get(
      '/users/me/settings',
      {
        preHandler: platform.guards.signedIn,
        schema: { ...schema, response: { 200: UserSettingsSchema, ...errorResponses } },
      },
      async (request) => getSettings(db, currentUser(request).id),
    );
    app.post(
      '/users/me/settings',
      {
        preHandler: platform.guards.signedIn,
        schema: { ...schema, body: SaveSettingsRequestSchema, response: { 200: UserSettingsSchema, ...errorResponses } },
      },
      async (request) => saveSettings(db, currentUser(request).id, request.body),
    );
  };
}
