import fastifyMultipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@viva/contracts';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import { clientErrorHandler, frameworkErrorHandler, refuseLongUrls } from './platform/http/edge-errors.ts';
import { notFoundBody, registerErrorHandler } from './platform/http/error-handler.ts';
import { buildSecurityHeaders, registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import { localFilesRoutes } from './platform/storage/index.ts';

/** The whole HTTP application: plugins, then each feature module's routes. Tests build exactly this. */
export async function buildApp(context: AppContext): Promise<FastifyInstance> {
  const { config } = context;
  const { headersMs, requestMs, idleMs } = config.httpTimeouts;
  const securityHeaders = buildSecurityHeaders({ isProduction: config.isProduction });
  const app = Fastify({
    loggerInstance: context.logger,
    trustProxy: config.isProduction,
    bodyLimit: 1024 * 1024,
    // Slow clients are cut off: the head within headersMs, the whole request within requestMs, and a connection
    // silent for idleMs (between keep-alive requests or within one) is closed. Node checks the first two on a
    // timer (30 s by default), so it checks every second to keep them close to what the configuration says.
    http: { headersTimeout: headersMs, connectionsCheckingInterval: 1000 },
    requestTimeout: requestMs,
    keepAliveTimeout: idleMs,
    connectionTimeout: idleMs,
    clientErrorHandler: clientErrorHandler(securityHeaders),
    frameworkErrors: frameworkErrorHandler(securityHeaders),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  registerSecurityHeaders(app, securityHeaders);
  refuseLongUrls(app);
  await app.register(fastifyMultipart, {
    // Defaults only: each form sets its own limits and checks types on the first bytes (platform/http/multipart-form.ts).
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 20, fieldSize: 10_000, parts: 24 },
  });
  await app.register(fastifyRateLimit, { max: config.rateLimitPerMinute, timeWindow: '1 minute' });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Viva API', version: '1.0.0', description: 'Recruiting with AI-run interviews.' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await context.database.ping();
      await context.queue.ping();
      return { status: 'ready' };
    } catch (error) {
      app.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  await app.register(
    async (api) => {
      for (const module of context.modules) if (module.routes) await api.register(module.routes);
    },
    { prefix: '/api/v1' },
  );

  if (context.storage.kind === 'local') await app.register(localFilesRoutes(context.storage));
  await registerWebApp(app, notFoundBody);
  return app;
}
