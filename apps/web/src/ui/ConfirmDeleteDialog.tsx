import { useId, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

type ConfirmDeleteDialogProps = {
  /** 'Confirm Delete' unless the spec names the dialog otherwise ('Delete Job Posting'). */
  title?: string;
  /** What is being deleted; the spec's Q&A wording by default. */
  text?: ReactNode;
  /** Why the last attempt failed, shown above the text; the dialog stays open to try again. */
  error?: string | null;
  isBusy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * Every 'are you sure' before a deletion (spec part 1 §2 job posting, part 2 §2.5 candidate, §2.7 Q&A pairs and
 * files): Cancel and a red Delete, both held while the deletion runs.
 */
export function ConfirmDeleteDialog({
  title = 'Confirm Delete',
  text = 'Are you sure you want to delete this Q&A pair? This action cannot be undone.',
  error = null,
  isBusy = false,
  onCancel,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  const id = useId();
  return (
    <Dialog
      open
      onClose={isBusy ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        {error !== null && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isBusy}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={isBusy}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
