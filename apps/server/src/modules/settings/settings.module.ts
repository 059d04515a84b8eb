import type { FeatureModule, Platform } from '../../app-context.ts';
import { settingsRoutes } from './settings.routes.ts';

export function settingsModule(platform: Platform): FeatureModule {
  return { name: 'settings', routes: settingsRoutes(platform) };
}
