import { useQuery } from '@tanstack/react-query';
import { fetchDashboardStats } from './dashboard-api.ts';

export function useDashboardStats() {
  return useQuery({ queryKey: ['dashboard', 'stats'], queryFn: fetchDashboardStats });
}
