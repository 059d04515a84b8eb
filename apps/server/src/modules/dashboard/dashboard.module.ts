import type { FeatureModule, Platform } from '../../app-context.ts';
import { dashboardRoutes } from './dashboard.routes.ts';

export function dashboardModule(platform: Platform): FeatureModule {
  return { name: 'dashboard', routes: dashboardRoutes(platform) };
}
