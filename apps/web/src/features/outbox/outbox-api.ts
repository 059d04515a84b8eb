import { OutboxResponseSchema, type OutboxResponse } from '@viva/contracts';
import { apiRequest } from '../../app/api-client.ts';

/** Admins only: the emails Viva sent or keeps, newest first. */
export function fetchOutbox(page: number): Promise<OutboxResponse> {
  return apiRequest(`/email/outbox?page=${page}`, OutboxResponseSchema);
}
