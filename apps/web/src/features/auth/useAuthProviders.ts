import { useQuery } from '@tanstack/react-query';
import { fetchAuthProviders } from './auth-api.ts';

export function useAuthProviders() {
  return useQuery({ queryKey: ['auth', 'providers'], queryFn: fetchAuthProviders, staleTime: Infinity });
}
