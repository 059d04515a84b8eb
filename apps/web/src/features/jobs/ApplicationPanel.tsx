import { Box, Button, Typography } from '@mui/material';
import type { JobSummary } from '@viva/contracts';
import { LatestCvQa } from '../documents/LatestCvQa.tsx';
import { InterviewRecorder } from '../interviews/InterviewRecorder.tsx';

type ApplicationPanelProps = {
  id: string;
  job: JobSummary;
  onClose: () => void;
};

/**
 * spec part 1 §2: Apply opens 'Record Your Application' under the card: the latest CV's Q&A, then the
 * interview-recording widget.
 */
export function ApplicationPanel({ id, job, onClose }: ApplicationPanelProps) {
  const titleId = `${id}-title`;
  return (
    <Box
      id={id}
      component="section"
      aria-labelledby={titleId}
      sx={{ mx: 2, mb: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'action.hover' }}
    >
      <Typography id={titleId} variant="subtitle1" component="h3" gutterBottom>
        Record Your Application
      </Typography>
      <LatestCvQa />
      <InterviewRecorder jobPostingId={job.id} />
      <Button onClick={onClose} sx={{ mt: 1 }}>
        Close
      </Button>
    </Box>
  );
}
