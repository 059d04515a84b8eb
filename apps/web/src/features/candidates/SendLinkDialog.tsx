import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
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
  TextField,
} from '@mui/material';
import {
  displayNameOf,
  INTERVIEW_LINK_DIALOG_MESSAGES,
  MCQ_LINK_DIALOG_MESSAGES,
  type User,
} from '@viva/contracts';
import { errorMessage } from '../../app/api-errors.ts';
import { useNotifier } from '../../ui/useNotifier.ts';
import { useJobPostings } from '../jobs/useJobPostings.ts';
import { generateMcqLink } from '../mcq/mcq-api.ts';
import { createInterviewLink } from './candidates-api.ts';

/** What a recruiter can send a candidate for a posting: the link, made and emailed by the server. */
export type LinkKind = {
  /** 'Interview' or 'MCQ', in the title, the field label and the button of the candidates table. */
  name: string;
  messages: Record<keyof typeof INTERVIEW_LINK_DIALOG_MESSAGES, string>;
  create(candidate: User, jobId: string): Promise<{ url: string; emailSent: boolean }>;
};

export const INTERVIEW_LINK: LinkKind = {
  name: 'Interview',
  messages: INTERVIEW_LINK_DIALOG_MESSAGES,
  create: async (candidate, jobId) => {
    const created = await createInterviewLink({ candidate_id: candidate.id, job_id: jobId });
    return { url: created.interview_url, emailSent: created.email_sent };
  },
};

export const MCQ_LINK: LinkKind = {
  name: 'MCQ',
  messages: MCQ_LINK_DIALOG_MESSAGES,
  create: async (candidate, jobId) => {
    const created = await generateMcqLink(jobId, candidate.email);
    return { url: created.mcq_url, emailSent: created.email_sent };
  },
};

type SendLinkDialogProps = {
  kind: LinkKind;
  candidate: User;
  onClose: () => void;
};

// spec part 2 §9: the dialog closes itself 2 seconds after a success.
const AUTO_CLOSE_MS = 2000;

/**
 * spec part 2 §2.3 and §4.3: choose a posting, then create and email the candidate's interview link; the same
 * dialog sends the posting's MCQ assessment link (issue 11).
 */
export function SendLinkDialog({ kind, candidate, onClose }: SendLinkDialogProps) {
  const MESSAGES = kind.messages;
  const postings = useJobPostings();
  const [jobId, setJobId] = useState('');
  const [message, setMessage] = useState<{ severity: 'error' | 'warning' | 'success'; text: string } | null>(
    null,
  );
  const notify = useNotifier();
  const create = useMutation({
    mutationFn: () => kind.create(candidate, jobId),
    onSuccess: (created) =>
      setMessage(
        created.emailSent
          ? { severity: 'success', text: MESSAGES.success }
          : { severity: 'warning', text: MESSAGES.emailNotSent },
      ),
    onError: (error) => {
      const text = errorMessage(error, MESSAGES.failed);
      setMessage({ severity: 'error', text });
      notify(text, 'error');
    },
  });
  const isSent = create.data?.emailSent === true;
  useEffect(() => {
    if (!isSent) return;
    const timer = setTimeout(onClose, AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [isSent, onClose]);

  const handleSend = () => {
    if (jobId === '') {
      setMessage({ severity: 'error', text: MESSAGES.selectJob });
      return;
    }
    create.mutate();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="send-link-title" fullWidth maxWidth="sm">
      <DialogTitle id="send-link-title">
        Send {kind.name} Link to {displayNameOf(candidate)}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {message !== null && <Alert severity={message.severity}>{message.text}</Alert>}
          {create.data !== undefined && !create.data.emailSent && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                label={`${kind.name} link`}
                value={create.data.url}
                fullWidth
                size="small"
                slotProps={{ htmlInput: { readOnly: true } }}
              />
              <Button onClick={() => void navigator.clipboard?.writeText(create.data.url)}>Copy</Button>
            </Stack>
          )}
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
        <Button variant="contained" onClick={handleSend} disabled={create.isPending || create.isSuccess}>
          {create.isPending ? 'Creating...' : 'Create & Send Link'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
