import { Alert, Stack, Typography } from '@mui/material';
import { errorMessage } from '../../app/api-errors.ts';
import { InlineSpinner } from '../../ui/InlineSpinner.tsx';
import { BuiltInInterviewer } from './BuiltInInterviewer.tsx';
import { InterviewNotice } from './InterviewNotice.tsx';
import { useInterviewSession } from './useInterviewSession.ts';
import { VoiceAgentWidget } from './VoiceAgentWidget.tsx';

/**
 * The interview-recording widget of the Apply panel and the emailed interview page: the notice first, then the interview, with the ElevenLabs
 * agent when one is configured and the built-in interviewer otherwise.
 */
export function InterviewRecorder({ jobPostingId, linkToken }: { jobPostingId: string; linkToken?: string }) {
  const { session, isResuming, start, answer, moreTime, end, askForHuman } = useInterviewSession(
    jobPostingId,
    linkToken,
  );

  if (isResuming) return <InlineSpinner label="Loading your interview" />;
  if (askForHuman.isSuccess) {
    return (
      <Alert severity="success">
        Your request for a human-led interview has been sent. The recruiter will contact you to arrange it.
      </Alert>
    );
  }
  if (session === null) {
    const failure = start.error ?? askForHuman.error;
    return (
      <InterviewNotice
        isStarting={start.isPending}
        isRequestingHuman={askForHuman.isPending}
        onStart={() => start.mutate()}
        onRequestHuman={() => askForHuman.mutate()}
        error={
          failure ? errorMessage(failure, 'The interview could not be started. Please try again.') : null
        }
      />
    );
  }
  if (session.interviewer.kind === 'elevenlabs') {
    return (
      <Stack spacing={1}>
        <Typography variant="body2">
          Talk to the interviewer with the widget below. When the call ends, your interview is sent to the
          hiring team.
        </Typography>
        <VoiceAgentWidget
          agentId={session.interviewer.agent_id}
          userId={session.interviewer.user_id}
          serverLocation={session.interviewer.server_location}
          dynamicVariables={session.dynamic_variables}
        />
      </Stack>
    );
  }
  return (
    <BuiltInInterviewer
      session={session}
      onAnswer={(answerTo, message) => answer.mutateAsync({ answerTo, message })}
      onMoreTime={() => moreTime.mutate()}
      onEnd={() => end.mutate()}
      isSending={answer.isPending}
      error={answer.error ?? moreTime.error ?? end.error}
    />
  );
}
