import type { FeatureModule, Platform } from '../../app-context.ts';
import { emailDeps } from '../email/index.ts';
import { mcqScoreJob } from './mcq-scoring.jobs.ts';
import { mcqRoutes } from './mcq.routes.ts';

export function mcqModule(platform: Platform): FeatureModule {
  const { database, queue } = platform;
  return {
    name: 'mcq',
    routes: mcqRoutes(platform, {
      db: database.db,
      queue,
      linkKey: platform.deriveKey('mcq-link-tokens'),
      email: emailDeps(platform),
    }),
    jobs: [mcqScoreJob({ db: database.db })],
  };
}
