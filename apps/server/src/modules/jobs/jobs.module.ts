import type { FeatureModule, Platform } from '../../app-context.ts';
import { jobPostingProcessJob } from './job-postings.jobs.ts';
import { jobPostingsRoutes } from './job-postings.routes.ts';
import type { JobPostingsDeps } from './job-postings.service.ts';

export function jobsModule(platform: Platform): FeatureModule {
  const { database, storage, queue, engine, events, config } = platform;
  // The busiest read of the product: the list as encoded JSON per viewer and role, for 2 s.
  const listCache = platform.createCache<string, Buffer>({ ttlMs: 2_000, maxEntries: 1_000 });
  events.subscribe('job-posting.changed', () => listCache.clear());
  // Each card shows its posting's interview count.
  events.subscribe('interview.changed', () => listCache.clear());

  const deps: JobPostingsDeps = {
    db: database.db,
    storage,
    queue,
    events,
    listCache,
    fileUrlTtlSeconds: config.fileUrlTtlSeconds,
  };
  return {
    name: 'jobs',
    routes: jobPostingsRoutes(platform, deps),
    jobs: [jobPostingProcessJob({ db: database.db, storage, engine, events })],
  };
}
