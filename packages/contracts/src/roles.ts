import { z } from 'zod';

/** Every role a user can hold (spec part 1 §6); a user may also have none yet. */
export const ROLES = ['recruiter', 'candidate', 'admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/**
 * Access areas of the shell (spec part 1 §6), plus 'users': the admins' page of roles and recruiter requests, and
 * 'outbox': the admins' page of the emails Viva sent or keeps when no SMTP server is configured (issue 10).
 */
export const ACCESS_AREAS = ['home', 'dashboard', 'jobs', 'candidates', 'users', 'practice', 'cv', 'generic', 'specs', 'outbox'] as const;
export type AccessArea = (typeof ACCESS_AREAS)[number];

/** Which roles reach each area. Admin reaches everything; no role reaches nothing. */
const AREA_ROLES: Record<AccessArea, readonly Role[]> = {
  home: ['recruiter', 'candidate', 'admin'],
  dashboard: ['recruiter', 'candidate', 'admin'],
  jobs: ['recruiter', 'candidate', 'admin'],
  candidates: ['recruiter', 'admin'],
  users: ['admin'],
  practice: ['candidate', 'admin'],
  cv: ['candidate', 'admin'],
  generic: ['candidate', 'admin'],
  specs: ['admin'],
  outbox: ['admin'],
};

export function canAccessArea(role: Role | null | undefined, area: AccessArea): boolean {
  return role != null && AREA_ROLES[area].includes(role);
}

/** Actions inside areas (spec part 1 §6 'Within jobs'), shared by the server's guards and the web app. */
const ACTION_ROLES = {
  postJob: ['recruiter', 'admin'],
  deleteJob: ['recruiter', 'admin'],
  viewJobCandidates: ['recruiter', 'admin'],
  editJobQuestions: ['recruiter', 'admin'],
  viewJobQuestions: ['recruiter', 'admin'],
  applyToJob: ['candidate', 'recruiter'],
  takeMcq: ['candidate', 'recruiter', 'admin'],
  setInterviewLinkExpiration: ['recruiter', 'admin'],
  sendInterviewLink: ['recruiter', 'admin'],
} as const satisfies Record<string, readonly Role[]>;
export type Action = keyof typeof ACTION_ROLES;

export function canPerform(role: Role | null | undefined, action: Action): boolean {
  return role != null && (ACTION_ROLES[action] as readonly Role[]).includes(role);
}

/** Navigation entries in the spec's order (part 1 §2 'Top navigation'); Users (admins only) sits beside Candidates. */
export const NAV_ITEMS: readonly { label: string; path: string; area: AccessArea }[] = [
  { label: 'Home', path: '/', area: 'home' },
  { label: 'Dashboard', path: '/dashboard', area: 'dashboard' },
  { label: 'Jobs', path: '/jobs', area: 'jobs' },
  { label: 'Candidates', path: '/candidates', area: 'candidates' },
  { label: 'Users', path: '/users', area: 'users' },
  { label: 'Practice', path: '/practice', area: 'practice' },
  { label: 'CV', path: '/cv', area: 'cv' },
  { label: 'Specs', path: '/specs', area: 'specs' },
  { label: 'Generic', path: '/generic', area: 'generic' },
  { label: 'Outbox', path: '/outbox', area: 'outbox' },
];
