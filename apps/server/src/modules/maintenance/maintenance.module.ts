import type { FeatureModule, Platform } from '../../app-context.ts';
import { cleanupJob } from './maintenance.jobs.ts';

/** Housekeeping that no request asks for: a scheduled cleanup, run by the processes that work jobs. */
export function maintenanceModule(platform: Platform): FeatureModule {
  const { database, storage, config, logger } = platform;
  return {
    name: 'maintenance',
    jobs: [cleanupJob({ db: database.db, storage, retentionDays: config.jobRetentionDays, logger })],
  };
}
