import { useId, useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';

type InterviewNoticeProps = {
  isStarting: boolean;
  isRequestingHuman: boolean;
  onStart: () => void;
  onRequestHuman: () => void;
  error: string | null;
};

/**
 * What a candidate is told, and confirms, before any AI interview starts: who conducts it, what is recorded and
 * evaluated, that a person reviews the results, and how to have a person interview them instead.
 */
export function InterviewNotice({
  isStarting,
  isRequestingHuman,
  onStart,
  onRequestHuman,
  error,
}: InterviewNoticeProps) {
  const [isConfirmed, setIsConfirmed] = useState(false);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h4" gutterBottom>
        Before you start
      </Typography>
      <Box component="ul" sx={{ mt: 0, pl: 3, '& li': { mb: 0.5 } }}>
        <Typography component="li" variant="body2">
          An AI interviewer conducts this interview and asks you questions about the job and your experience.
        </Typography>
        <Typography component="li" variant="body2">
          Everything you say or type is recorded as a transcript of the interview.
        </Typography>
        <Typography component="li" variant="body2">
          Your answers are evaluated automatically, and a recruiter reviews the transcript and the results
          before any decision is made.
        </Typography>
        <Typography component="li" variant="body2">
          If you would rather be interviewed by a person, ask for a human-led interview instead and the
          recruiter will contact you.
        </Typography>
      </Box>
      <FormControlLabel
        control={
          <Checkbox checked={isConfirmed} onChange={(event) => setIsConfirmed(event.target.checked)} />
        }
        label="I understand and agree to an interview conducted by AI"
      />
      {error !== null && (
        <Alert severity="error" sx={{ my: 1 }}>
          {error}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" onClick={onStart} disabled={!isConfirmed || isStarting}>
          {isStarting ? 'Starting...' : 'Start interview'}
        </Button>
        <Button variant="outlined" onClick={onRequestHuman} disabled={isRequestingHuman}>
          Request a human-led interview
        </Button>
      </Stack>
    </Box>
  );
}
