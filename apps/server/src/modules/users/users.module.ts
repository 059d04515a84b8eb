import type { FeatureModule, Platform } from '../../app-context.ts';
import { usersRoutes } from './users.routes.ts';

export function usersModule(platform: Platform): FeatureModule {
  return { name: 'users', routes: usersRoutes(platform) };
}
