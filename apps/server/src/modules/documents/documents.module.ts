import type { FeatureModule, Platform } from '../../app-context.ts';
import { cvRoutes } from './cv.routes.ts';
import { CV_RULES, SPECS_RULES } from './document-kinds.ts';
import { documentQaJob } from './document-qa.jobs.ts';
import type { DocumentsDeps } from './documents.service.ts';
import { genericQaRoutes } from './generic-qa.routes.ts';
import { specsRoutes } from './specs.routes.ts';

/** CVs and job specs with their generated Q&A (one implementation for both kinds), and the generic Q&A list. */
export function documentsModule(platform: Platform): FeatureModule {
  const { database, storage, queue, engine, config } = platform;
  const deps: DocumentsDeps = {
    db: database.db,
    storage,
    queue,
    fileUrlTtlSeconds: config.fileUrlTtlSeconds,
  };
  return {
    name: 'documents',
    routes: async (app) => {
      await app.register(cvRoutes(platform, deps));
      await app.register(specsRoutes(platform, deps));
      await app.register(genericQaRoutes(platform, { db: database.db, engine }));
    },
    jobs: [
      documentQaJob(CV_RULES, { db: database.db, engine }),
      documentQaJob(SPECS_RULES, { db: database.db, engine }),
    ],
  };
}
