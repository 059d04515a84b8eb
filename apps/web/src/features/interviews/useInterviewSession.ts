import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InterviewSession } from '@viva/contracts';
import { ApiError } from '../../app/api-errors.ts';
import {
  endInterviewSession,
  fetchInterviewSession,
  requestHumanInterview,
  requestMoreTime,
  sendInterviewAnswer,
  startInterviewSession,
} from './interviews-api.ts';
import { forgetSession, rememberedSession, rememberSession } from './session-memory.ts';

const sessionKey = (sessionId: string | null) => ['interview-session', sessionId] as const;

/**
 * The candidate's interview for one posting: resumed from the server when the browser remembers one, started after
 * the notice is confirmed (from an emailed link when `linkToken` is given), and kept up to date with every answer
 * the server saves.
 */
export function useInterviewSession(jobPostingId: string, linkToken?: string) {
  const queryClient = useQueryClient();
  const [sessionId, setSessionId] = useState(() => rememberedSession(jobPostingId));
  const session = useQuery({
    queryKey: sessionKey(sessionId),
    queryFn: async () => {
      try {
        return await fetchInterviewSession(sessionId!);
      } catch (error) {
        // A remembered session the server no longer has (or not this user's) is forgotten: the notice shows.
        forgetSession(jobPostingId);
        throw error;
      }
    },
    enabled: sessionId !== null,
    staleTime: Infinity,
    retry: false,
  });

  const store = (updated: InterviewSession) => {
    queryClient.setQueryData(sessionKey(updated.session_id), updated);
    if (updated.status === 'active') rememberSession(jobPostingId, updated.session_id);
    else forgetSession(jobPostingId);
    setSessionId(updated.session_id);
  };
  // The server's answer to a stale or late request (409): take its current state.
  const refreshOnConflict = (error: Error) => {
    if (error instanceof ApiError && error.status === 409) void session.refetch();
  };

  const start = useMutation({ mutationFn: () => startInterviewSession(jobPostingId, linkToken), onSuccess: store });
  const answer = useMutation({
    mutationFn: ({ answerTo, message }: { answerTo: number; message: string }) =>
      sendInterviewAnswer(sessionId!, answerTo, message),
    onSuccess: store,
    onError: refreshOnConflict,
  });
  const moreTime = useMutation({
    mutationFn: () => requestMoreTime(sessionId!),
    onSuccess: store,
    onError: refreshOnConflict,
  });
  const end = useMutation({ mutationFn: () => endInterviewSession(sessionId!), onSuccess: store });
  const askForHuman = useMutation({ mutationFn: () => requestHumanInterview(jobPostingId) });

  return {
    session: session.data ?? null,
    isResuming: sessionId !== null && session.isPending,
    start,
    answer,
    moreTime,
    end,
    askForHuman,
  };
}
