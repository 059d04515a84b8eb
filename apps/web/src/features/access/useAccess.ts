import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { fetchManagedUsers, fetchRecruiterRequests, fetchRoleAudit } from './access-api.ts';
import { applyRoleChange, type RoleChange } from './role-change.ts';

const ACCESS_KEY = ['access'] as const;

export function useManagedUsers(query: { search: string; limit: number; offset: number }) {
  return useQuery({
    queryKey: [...ACCESS_KEY, 'users', query],
    queryFn: () => fetchManagedUsers(query),
    // The table keeps its rows while the next page or search loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useRecruiterRequests() {
  return useQuery({ queryKey: [...ACCESS_KEY, 'requests'], queryFn: fetchRecruiterRequests });
}

export function useRoleAudit() {
  return useInfiniteQuery({
    queryKey: [...ACCESS_KEY, 'audit'],
    queryFn: ({ pageParam }) => fetchRoleAudit(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_before,
  });
}

/** Any change of the page: the requests, the users and the record of changes all move together. */
export function useRoleChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, reason }: { change: RoleChange; reason: string }) =>
      applyRoleChange(change, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCESS_KEY }),
  });
}
