import type { FeatureModule, Platform } from '../app-context.ts';
import { accessModule } from './access/access.module.ts';
import { authModule, type AuthModuleOverrides } from './auth/auth.module.ts';
import { candidatesModule } from './candidates/candidates.module.ts';
import { dashboardModule } from './dashboard/dashboard.module.ts';
import { documentsModule } from './documents/documents.module.ts';
import { emailModule } from './email/email.module.ts';
import { interviewsModule } from './interviews/interviews.module.ts';
import { jobsModule } from './jobs/jobs.module.ts';
import { maintenanceModule } from './maintenance/maintenance.module.ts';
import { mcqModule } from './mcq/mcq.module.ts';
import { practiceModule } from './practice/practice.module.ts';
import { settingsModule } from './settings/settings.module.ts';
import { usersModule } from './users/users.module.ts';

export type ModuleOverrides = AuthModuleOverrides;

/**
 * Every feature of the server, one line each: a module registers its own routes, jobs and caches. Adding a
 * feature means adding its folder under modules/ and its line here (docs/architecture.md shows how).
 */
export function createFeatureModules(platform: Platform, overrides: ModuleOverrides = {}): FeatureModule[] {
  return [
    authModule(platform, overrides),
    usersModule(),
    accessModule(platform),
    candidatesModule(platform),
    settingsModule(platform),
    dashboardModule(platform),
    emailModule(platform),
    jobsModule(platform),
    interviewsModule(platform),
    documentsModule(platform),
    mcqModule(platform),
    practiceModule(platform),
    maintenanceModule(platform),
  ];
}
