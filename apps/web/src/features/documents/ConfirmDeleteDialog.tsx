import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

type ConfirmDeleteDialogProps = {
  /** What is being deleted; the spec's Q&A wording by default. */
  text?: string;
  isBusy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** spec part 2 §2.7 'Confirm Delete', shared by every Q&A list (CV, specs, generic, a candidate's). */
export function ConfirmDeleteDialog({
  text = 'Are you sure you want to delete this Q&A pair? This action cannot be undone.',
  isBusy = false,
  onCancel,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  return (
    <Dialog
      open
      onClose={isBusy ? undefined : onCancel}
      aria-labelledby="confirm-delete-title"
      aria-describedby="confirm-delete-text"
    >
      <DialogTitle id="confirm-delete-title">Confirm Delete</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-delete-text">{text}</DialogContentText>
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
