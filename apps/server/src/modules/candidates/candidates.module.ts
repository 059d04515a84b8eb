import type { FeatureModule, Platform } from '../../app-context.ts';
import { candidatesRoutes } from './candidates.routes.ts';
import type { CandidatesDeps } from './candidates.service.ts';
import { eraseUserFilesJob, sweepUserFilesJob } from './user-erasure.jobs.ts';

/** The recruiters' and admins' management of people: the Candidates table, adding a candidate, erasing a user. */
export function candidatesModule(platform: Platform): FeatureModule {
  const { database, storage, queue, events, logger } = platform;
  // Read on every visit of the Candidates screen: the list as JSON per viewer role, for 2 s. Any change of a user
  // (added, deleted, signed in, role changed) clears it in this process.
  const listCache = platform.createCache<string, Buffer>({ ttlMs: 2_000, maxEntries: 4 });
  events.subscribe('user.changed', () => listCache.clear());

  const deps: CandidatesDeps = { db: database.db, queue, events, logger, listCache };
  const erasure = { db: database.db, storage, logger };
  return {
    name: 'candidates',
    routes: candidatesRoutes(platform, deps),
    jobs: [eraseUserFilesJob(erasure), sweepUserFilesJob(erasure)],
  };
}
