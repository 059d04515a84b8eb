import type { FeatureModule, Platform } from '../../app-context.ts';
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
      // Email delivery belongs to the links module (issue 10), not on this branch: the link is returned only.
      sendLinkEmail: async () => false,
    }),
    jobs: [mcqScoreJob({ db: database.db })],
  };
}
