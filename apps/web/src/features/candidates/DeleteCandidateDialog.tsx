import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { displayNameOf, type User } from '@viva/contracts';
import { errorMessage } from '../../app/api-errors.ts';
import { useDeleteCandidate } from './useCandidates.ts';

type DeleteCandidateDialogProps = {
  candidate: User;
  onClose: () => void;
  onDeleted: () => void;
};

/** spec part 2 §2.5 'Confirm Delete dialog (candidate)'. */
export function DeleteCandidateDialog({ candidate, onClose, onDeleted }: DeleteCandidateDialogProps) {
  const deletion = useDeleteCandidate();
  const handleDelete = () => deletion.mutate(candidate.id, { onSuccess: onDeleted });

  return (
    <Dialog
      open
      onClose={deletion.isPending ? undefined : onClose}
      aria-labelledby="delete-candidate-title"
      aria-describedby="delete-candidate-text"
    >
      <DialogTitle id="delete-candidate-title">Confirm Delete</DialogTitle>
      <DialogContent>
        {deletion.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(deletion.error, 'Failed to delete candidate.')}
          </Alert>
        )}
        <DialogContentText id="delete-candidate-text">
          Are you sure you want to delete {displayNameOf(candidate)}? This action cannot be undone. All
          candidate data including CV and Q&A pairs will be permanently deleted.
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
