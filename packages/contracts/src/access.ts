import { z } from 'zod';
import { UserSchema } from './auth.ts';
import { RoleSchema } from './roles.ts';
import { plainText } from './text.ts';

/**
 * Recruiter access (issue 15): outside development, recruiter is granted by an allow-list or by an admin, not
 * chosen; every role change is kept in an append-only audit trail that admins read on the Users page.
 */

/** The answer to a role choice (POST /users/me/role): the user as it now is. */
export const RoleChoiceResponseSchema = UserSchema.extend({
  /** True when Recruiter was chosen but must be approved: the user is a candidate until an admin approves. */
  recruiter_request_pending: z.boolean(),
});
export type RoleChoiceResponse = z.infer<typeof RoleChoiceResponseSchema>;

/** What the role screen says when a recruiter request went to the administrators (issue 15, word for word). */
export const RECRUITER_REQUEST_SENT_MESSAGE =
  'Your request for recruiter access was sent to the administrators. Until it is approved you can use Viva as a candidate.';

/** The roles an admin may give on the Users page: admin itself comes only from ADMIN_EMAILS. */
export const ASSIGNABLE_ROLES = ['candidate', 'recruiter'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

// The multi-line text rule every free-text field uses (text.ts); left blank, a standard sentence is recorded.
const reason = plainText({ label: 'Reason', max: 500, min: 0, isMultiLine: true })
  .optional()
  .transform((value) => (value ? value : undefined));

/** An admin sets a user's role (PUT /access/users/{id}/role): recruiter grants access, candidate revokes it. */
export const ChangeRoleRequestSchema = z.object({
  role: z.enum(ASSIGNABLE_ROLES, { error: 'Role must be candidate or recruiter' }),
  /** Why, for the audit trail; a standard sentence is recorded when left out. */
  reason,
});
export type ChangeRoleRequest = z.input<typeof ChangeRoleRequestSchema>;

/** An admin approves or declines a recruiter request. */
export const RecruiterRequestDecisionSchema = z.object({
  /** Why, for the audit trail; a standard sentence is recorded when left out. */
  reason,
});
export type RecruiterRequestDecision = z.input<typeof RecruiterRequestDecisionSchema>;

/** One person on the Users page. */
export const ManagedUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  /** Null until the person chooses a role. */
  role: RoleSchema.nullable(),
  /** The id of their pending recruiter request, if they have one. */
  pending_request_id: z.string().nullable(),
  /** When they first signed in (ISO 8601). */
  created_at: z.string(),
});
export type ManagedUser = z.infer<typeof ManagedUserSchema>;

/** How many rows one page of the admins' lists holds: 50 unless asked, 200 at most. */
export const PAGE_SIZE_MAX = 200;
const pageLimit = z.coerce
  .number({ error: 'limit must be a number' })
  .int('limit must be a whole number')
  .min(1, 'limit must be at least 1')
  .max(PAGE_SIZE_MAX, `limit must be at most ${PAGE_SIZE_MAX}`)
  .default(50);

/** GET /access/users: newest first, one page at a time, optionally only those whose email or name contains `search`. */
export const ManagedUserListQuerySchema = z.object({
  search: plainText({ label: 'Search', max: 200, min: 0 }).optional(),
  limit: pageLimit,
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .default(0),
});
export type ManagedUserListQuery = z.input<typeof ManagedUserListQuerySchema>;

export const ManagedUserListResponseSchema = z.object({
  users: z.array(ManagedUserSchema),
  /** How many users match, across every page. */
  total: z.number().int(),
});
export type ManagedUserListResponse = z.infer<typeof ManagedUserListResponseSchema>;

/** A recruiter request waiting for an admin. */
export const RecruiterRequestSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  /** ISO 8601. */
  requested_at: z.string(),
});
export type RecruiterRequest = z.infer<typeof RecruiterRequestSchema>;

/** GET /access/requests: the pending requests, oldest first (the order they should be answered in). */
export const RecruiterRequestListResponseSchema = z.object({ requests: z.array(RecruiterRequestSchema) });
export type RecruiterRequestListResponse = z.infer<typeof RecruiterRequestListResponseSchema>;

/**
 * What happened to a role: chosen on the role screen; requested (Recruiter chosen, candidate given until an admin
 * decides); granted (by an admin or by ADMIN_EMAILS); declined (a request refused, the role unchanged); revoked
 * (recruiter taken away).
 */
export const ROLE_CHANGE_ACTIONS = ['chosen', 'requested', 'granted', 'declined', 'revoked'] as const;
export type RoleChangeAction = (typeof ROLE_CHANGE_ACTIONS)[number];

/** One row of the append-only audit trail: who changed whose role, from what, to what, when and why. */
export const RoleAuditEntrySchema = z.object({
  /** Increasing: the order the changes were made in. */
  id: z.string(),
  action: z.enum(ROLE_CHANGE_ACTIONS),
  /** Who made the change; null when configuration did (ADMIN_EMAILS at sign-in). */
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  /** Whose role it is; kept after the user is deleted. */
  user_id: z.string(),
  user_email: z.string(),
  from_role: RoleSchema.nullable(),
  to_role: RoleSchema.nullable(),
  reason: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
});
export type RoleAuditEntry = z.infer<typeof RoleAuditEntrySchema>;

/** GET /access/audit: newest first; pass `before` (the last id of a page) for the next, older page. */
export const RoleAuditQuerySchema = z.object({
  /** Only this user's changes. */
  user_id: z.uuid('user_id must be a user id').optional(),
  before: z.coerce
    .number({ error: 'before must be an audit entry id' })
    .int('before must be an audit entry id')
    .min(1, 'before must be an audit entry id')
    .optional(),
  limit: pageLimit,
});
export type RoleAuditQuery = z.input<typeof RoleAuditQuerySchema>;

export const RoleAuditListResponseSchema = z.object({
  entries: z.array(RoleAuditEntrySchema),
  /** Pass as `before` to read the next page; null on the last page. */
  next_before: z.string().nullable(),
});
export type RoleAuditListResponse = z.infer<typeof RoleAuditListResponseSchema>;
