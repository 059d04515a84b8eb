import { useState } from 'react';
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
} from '@mui/material';
import { displayNameOf, type User } from '@viva/contracts';
import { errorMessage } from '../../app/api-errors.ts';
import { useJobPostings } from '../jobs/useJobPostings.ts';

type SendInterviewLinkDialogProps = {
  candidate: User;
  onClose: () => void;
};

/** Until the emailed-links work (issue 10) gives the server its create-link call, the dialog says so. */
const NOT_AVAILABLE_MESSAGE =
  'Sending interview links is not available on this server yet: no link was created and no email was sent.';

/** spec part 2 §2.3 and §4.3: choose a posting, then create and email the candidate's interview link. */
export function SendInterviewLinkDialog({ candidate, onClose }: SendInterviewLinkDialogProps) {
  const postings = useJobPostings();
  const [jobId, setJobId] = useState('');
  const [message, setMessage] = useState<{ severity: 'error' | 'info'; text: string } | null>(null);

  const handleSend = () => {
    if (jobId === '') {
      setMessage({ severity: 'error', text: 'Please select a job posting.' });
      return;
    }
    setMessage({ severity: 'info', text: NOT_AVAILABLE_MESSAGE });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="send-link-title" fullWidth maxWidth="sm">
      <DialogTitle id="send-link-title">Send Interview Link to {displayNameOf(candidate)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {message !== null && <Alert severity={message.severity}>{message.text}</Alert>}
          {postings.isError && (
            <Alert severity="error">{errorMessage(postings.error, 'Failed to fetch job postings.')}</Alert>
          )}
          <FormControl fullWidth>
            <InputLabel id="send-link-job-label">Select Job Posting</InputLabel>
            <Select
              labelId="send-link-job-label"
              label="Select Job Posting"
              value={jobId}
              onChange={(event) => {
                setJobId(event.target.value);
                setMessage(null);
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
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={handleSend}>
          Create & Send Link
        </Button>
      </DialogActions>
    </Dialog>
  );
}
