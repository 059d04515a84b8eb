import { DashboardStatsSchema, type DashboardStats } from '@viva/contracts';
import { apiRequest } from '../../app/api-client.ts';

export function fetchDashboardStats(): Promise<DashboardStats> {
  return apiRequest('/dashboard/stats', DashboardStatsSchema);
}
