import type { ManagedUser, RecruiterRequest, RoleAuditEntry } from '@viva/contracts';
import type { ManagedUserRow, PendingRequestRow, RoleAuditRow } from './access.queries.ts';

export function toManagedUser(row: ManagedUserRow): ManagedUser {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    role: row.role,
    pending_request_id: row.pendingRequestId,
    created_at: row.createdAt.toISOString(),
  };
}

export function toRecruiterRequest(row: PendingRequestRow): RecruiterRequest {
  return {
    id: row.id,
    user_id: row.userId,
    email: row.email,
    full_name: row.fullName,
    requested_at: row.requestedAt.toISOString(),
  };
}

export function toRoleAuditEntry(row: RoleAuditRow): RoleAuditEntry {
  return {
    id: String(row.id),
    action: row.action,
    actor_id: row.actorId,
    actor_email: row.actorEmail,
    user_id: row.userId,
    user_email: row.userEmail,
    from_role: row.fromRole,
    to_role: row.toRole,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  };
}
