import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import type { JobSummary } from '@viva/contracts';
import { useDeleteJobPosting } from './useJobPostings.ts';

type DeleteJobPostingDialogProps = {
  job: JobSummary;
  onClose: () => void;
};

/** spec part 1 §2 'Delete Job Posting dialog'. */
export function DeleteJobPostingDialog({ job, onClose }: DeleteJobPostingDialogProps) {
  const deletion = useDeleteJobPosting();
  const handleDelete = () => deletion.mutate(job.id, { onSuccess: onClose });

  return (
    <Dialog
      open
      onClose={deletion.isPending ? undefined : onClose}
      aria-labelledby="delete-job-posting-title"
      aria-describedby="delete-job-posting-text"
    >
      <DialogTitle id="delete-job-posting-title">Delete Job Posting</DialogTitle>
      <DialogContent>
        {deletion.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            Failed to delete job posting. Please try again.
          </Alert>
        )}
        <DialogContentText id="delete-job-posting-text">
          Are you sure you want to delete the job posting for {job.position} at {job.company}? This action
          cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={deletion.isPending}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={handleDelete} disabled={deletion.isPending}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
