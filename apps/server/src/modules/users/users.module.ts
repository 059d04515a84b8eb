import type { FeatureModule } from '../../app-context.ts';

/** Identities and profiles; the role choice and every other role change live in the access module. */
export function usersModule(): FeatureModule {
  return { name: 'users' };
}
