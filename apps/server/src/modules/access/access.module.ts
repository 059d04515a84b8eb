import type { FeatureModule, Platform } from '../../app-context.ts';
import { accessRoutes } from './access.routes.ts';
import type { AccessDeps } from './access.service.ts';

/** Who may be a recruiter (issue 15): the role choice, recruiter requests, the admins' Users page, the audit trail. */
export function accessModule(platform: Platform): FeatureModule {
  const deps: AccessDeps = {
    db: platform.database.db,
    events: platform.events,
    recruiterAccess: platform.config.recruiterAccess,
  };
  return { name: 'access', routes: accessRoutes(platform, deps) };
}
