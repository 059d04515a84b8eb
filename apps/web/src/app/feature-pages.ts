import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AccessArea } from '@viva/contracts';

/**
 * A page whose code is fetched the first time it is shown: the first screens (landing, sign-in) come with the
 * app, each feature's code only when its page opens.
 */
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

export type FeaturePage = {
  path: string;
  page: LazyExoticComponent<ComponentType>;
  /**
   * 'public': outside the main layout, the page itself decides who may see it (the emailed-link pages);
   * 'signed-in': any signed-in user; otherwise the access area the role must reach (spec part 1 §6).
   */
  access: 'public' | 'signed-in' | AccessArea;
};

/** Every feature page, one line each (spec part 1 §2 'Route table'). Adding a feature adds its folder and a line. */
export const FEATURE_PAGES: readonly FeaturePage[] = [
  { path: '/interview/:token', access: 'public', page: lazyPage(() => import('../features/interview/InterviewPage.tsx'), 'InterviewPage') },
  { path: '/mcq/:token', access: 'public', page: lazyPage(() => import('../features/mcq/McqPage.tsx'), 'McqPage') },
  { path: '/dashboard', access: 'dashboard', page: lazyPage(() => import('../features/dashboard/DashboardPage.tsx'), 'DashboardPage') },
  { path: '/jobs', access: 'jobs', page: lazyPage(() => import('../features/jobs/JobsPage.tsx'), 'JobsPage') },
  { path: '/candidates', access: 'candidates', page: lazyPage(() => import('../features/candidates/CandidatesPage.tsx'), 'CandidatesPage') },
  { path: '/outbox', access: 'outbox', page: lazyPage(() => import('../features/outbox/OutboxPage.tsx'), 'OutboxPage') },
  { path: '/users', access: 'users', page: lazyPage(() => import('../features/access/UsersPage.tsx'), 'UsersPage') },
  { path: '/specs', access: 'specs', page: lazyPage(() => import('../features/specs/SpecsPage.tsx'), 'SpecsPage') },
  { path: '/practice', access: 'practice', page: lazyPage(() => import('../features/practice/PracticePage.tsx'), 'PracticePage') },
  { path: '/cv', access: 'cv', page: lazyPage(() => import('../features/cv/CvPage.tsx'), 'CvPage') },
  { path: '/settings', access: 'signed-in', page: lazyPage(() => import('../features/settings/SettingsPage.tsx'), 'SettingsPage') },
  { path: '/apply', access: 'signed-in', page: lazyPage(() => import('../features/apply/ApplyPage.tsx'), 'ApplyPage') },
  { path: '/generic', access: 'signed-in', page: lazyPage(() => import('../features/generic/GenericPage.tsx'), 'GenericPage') },
];
