import {
  ManagedUserListResponseSchema,
  ManagedUserSchema,
  RecruiterRequestListResponseSchema,
  RoleAuditListResponseSchema,
  type AssignableRole,
  type ManagedUser,
  type ManagedUserListResponse,
  type RecruiterRequest,
  type RoleAuditListResponse,
} from '@viva/contracts';
import { apiRequest } from '../../app/api-client.ts';

/** The admins' calls of the Users page (issue 15). */
export function fetchManagedUsers(query: {
  search: string;
  limit: number;
  offset: number;
}): Promise<ManagedUserListResponse> {
  const parameters = new URLSearchParams({ limit: String(query.limit), offset: String(query.offset) });
  if (query.search !== '') parameters.set('search', query.search);
  return apiRequest(`/access/users?${parameters}`, ManagedUserListResponseSchema);
}

export async function fetchRecruiterRequests(): Promise<RecruiterRequest[]> {
  return (await apiRequest('/access/requests', RecruiterRequestListResponseSchema)).requests;
}

export function fetchRoleAudit(before: string | null): Promise<RoleAuditListResponse> {
  const query = before === null ? '' : `?before=${encodeURIComponent(before)}`;
  return apiRequest(`/access/audit${query}`, RoleAuditListResponseSchema);
}

export function answerRecruiterRequest(
  requestId: string,
  answer: 'approve' | 'decline',
  reason: string,
): Promise<ManagedUser> {
  return apiRequest(`/access/requests/${encodeURIComponent(requestId)}/${answer}`, ManagedUserSchema, {
    method: 'POST',
    body: { reason },
  });
}

export function changeUserRole(userId: string, role: AssignableRole, reason: string): Promise<ManagedUser> {
  return apiRequest(`/access/users/${encodeURIComponent(userId)}/role`, ManagedUserSchema, {
    method: 'PUT',
    body: { role, reason },
  });
}
