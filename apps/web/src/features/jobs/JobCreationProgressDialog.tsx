import { Box, Dialog, DialogContent, DialogTitle, LinearProgress, Stack, Typography } from '@mui/material';
import type { JobCreationStatus } from '@viva/contracts';

export const BACKGROUND_NOTE =
  'This may take a few minutes. You can safely navigate away from this page - the job will continue processing in the background.';

type JobCreationProgressDialogProps = {
  jobId: string;
  /** Undefined until the first status answer arrives. */
  record: JobCreationStatus | undefined;
};

/**
 * spec part 1 §2: shown while a job posting is being created. It has no close action on purpose: neither the
 * backdrop nor Escape dismisses it; it goes away when the job completes or fails.
 */
export function JobCreationProgressDialog({ jobId, record }: JobCreationProgressDialogProps) {
  const progress = record?.progress ?? 0;
  return (
    <Dialog open aria-labelledby="job-creation-progress-title" maxWidth="sm" fullWidth>
      <DialogTitle id="job-creation-progress-title">Creating Job Posting</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>
            <strong>Status:</strong> {record?.status ?? 'pending'}
          </Typography>
          <Typography role="status">{record?.message ?? 'Processing...'}</Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Box sx={{ flexGrow: 1 }}>
              <LinearProgress variant="determinate" value={progress} aria-label="Job posting progress" />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {progress}%
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Job ID: {jobId.slice(0, 8)}
          </Typography>
          <Typography variant="body2">{BACKGROUND_NOTE}</Typography>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
