import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminQaPair, CvQa, QaPair, User } from '@viva/contracts';
import {
  deleteUser,
  fetchCandidateCvDocuments,
  fetchCandidateCvQa,
  fetchUsers,
  replaceCandidateAdminQaPairs,
  replaceCandidateQaPairs,
} from './candidates-api.ts';

export const CANDIDATES_KEY = ['candidates'] as const;
const cvQaKey = (userId: string) => [...CANDIDATES_KEY, userId, 'cv-qa'] as const;

export function useCandidates() {
  return useQuery({ queryKey: CANDIDATES_KEY, queryFn: fetchUsers });
}

export function useCandidateCvDocuments(userId: string) {
  return useQuery({
    queryKey: [...CANDIDATES_KEY, userId, 'cv'],
    queryFn: () => fetchCandidateCvDocuments(userId),
    // The signed URLs expire: fetch fresh ones each time the dialog opens.
    gcTime: 0,
  });
}

export function useCandidateCvQa(userId: string) {
  return useQuery({ queryKey: cvQaKey(userId), queryFn: () => fetchCandidateCvQa(userId) });
}

/** Either list of the candidate's Q&A replaced whole; the dialog then shows what the server stored. */
export function useReplaceCandidateQa(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { qa_pairs: QaPair[] } | { qa_admin_pairs: AdminQaPair[] }) =>
      'qa_pairs' in change
        ? replaceCandidateQaPairs(userId, change.qa_pairs)
        : replaceCandidateAdminQaPairs(userId, change.qa_admin_pairs),
    onSuccess: (stored: CvQa) => queryClient.setQueryData(cvQaKey(userId), stored),
  });
}

export function useDeleteCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_nothing, userId) => {
      queryClient.setQueryData<User[]>(CANDIDATES_KEY, (users) =>
        users?.filter((user) => user.id !== userId),
      );
      queryClient.removeQueries({ queryKey: [...CANDIDATES_KEY, userId] });
    },
  });
}
