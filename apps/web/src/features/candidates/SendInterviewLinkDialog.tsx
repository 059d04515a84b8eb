import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { displayNameOf, type User } from '@viva/contracts';
import { errorMessage } from '../../app/api-errors.ts';
import { useNotifier } from '../../ui/useNotifier.ts';
import { useJobPostings } from '../jobs/useJobPostings.ts';
import { createInterviewLink } from './candidates-api.ts';

/** spec part 2 §9: the dialog closes itself 2 seconds after a success. */
const AUTO_CLOSE_MS = 2_000;

type SendInterviewLinkDialogProps = {
  candidate: User;
  onClose: () => void;
};

/** spec part 2 §2.3 and §4.3: choose a posting, then create and email the candidate's interview link. */
export function SendInterviewLinkDialog({ candidate, onClose }: SendInterviewLinkDialogProps) {
  const postings = useJobPostings();
  const notify = useNotifier();
  const [jobId, setJobId] = useState('');
  const [validationError, setValidationError] = useState<string | null>(null);
  const creation = useMutation({
    mutationFn: () => createInterviewLink(candidate.id, jobId),
    onError: (error) => notify(errorMessage(error, 'Failed to create interview link'), 'error'),
  });
  const isEmailSent = creation.data?.email_sent === true;

  useEffect(() => {
    if (!isEmailSent) return;
    const timer = setTimeout(onClose, AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [isEmailSent, onClose]);

  const handleSend = () => {
    if (jobId === '') {
      setValidationError('Please select a job posting.');
      return;
    }
    setValidationError(null);
    creation.mutate();
  };

  return (
    <Dialog
      open
      onClose={creation.isPending ? undefined : onClose}
      aria-labelledby="send-link-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="send-link-title">Send Interview Link to {displayNameOf(candidate)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {validationError !== null && <Alert severity="error">{validationError}</Alert>}
          {creation.isError && (
            <Alert severity="error">{errorMessage(creation.error, 'Failed to create interview link')}</Alert>
          )}
          {isEmailSent && (
            <Alert severity="success">Interview link created and email sent successfully!</Alert>
          )}
          {creation.data?.email_sent === false && (
            <Alert severity="warning">
              Interview link created but email failed to send. Please check your email configuration.
              <Typography variant="body2" sx={{ mt: 1, wordBreak: 'break-all' }}>
                Link: {creation.data.interview_url}
              </Typography>
            </Alert>
          )}
          {postings.isError && (
            <Alert severity="error">{errorMessage(postings.error, 'Failed to fetch job postings.')}</Alert>
          )}
          <FormControl fullWidth disabled={creation.isPending || creation.isSuccess}>
            <InputLabel id="send-link-job-label">Select Job Posting</InputLabel>
            <Select
              labelId="send-link-job-label"
              label="Select Job Posting"
              value={jobId}
              onChange={(event) => {
                setJobId(event.target.value);
                setValidationError(null);
              }}
            >
              {(postings.data ?? []).map((posting) => (
                <MenuItem key={posting.id} value={posting.id}>
                  {posting.position} at {posting.company}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={creation.isPending}>
          {creation.isSuccess ? 'Close' : 'Cancel'}
        </Button>
        <Button variant="contained" onClick={handleSend} disabled={creation.isPending || creation.isSuccess}>
          {creation.isPending ? 'Creating...' : 'Create & Send Link'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
