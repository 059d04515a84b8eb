import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { errorMessage } from '../../app/api-errors.ts';
import { useNotifier } from '../../ui/useNotifier.ts';
import { describeRoleChange, type RoleChange } from './role-change.ts';
import { useRoleChange } from './useAccess.ts';

const REASON_MAX_LENGTH = 500;

/** Confirms one change of the Users page, with an optional reason that goes into the record of role changes. */
export function RoleChangeDialog({ change, onClose }: { change: RoleChange; onClose: () => void }) {
  const notify = useNotifier();
  const mutation = useRoleChange();
  const [reason, setReason] = useState('');
  const text = describeRoleChange(change);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate(
      { change, reason },
      {
        onSuccess: () => {
          notify(text.successMessage, 'success');
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={mutation.isPending ? undefined : onClose}
      aria-labelledby="role-change-title"
      aria-describedby="role-change-text"
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={handleSubmit}>
        <DialogTitle id="role-change-title">{text.title}</DialogTitle>
        <DialogContent>
          {mutation.isError && (
            <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
              {errorMessage(mutation.error, 'Failed to change the role. Please try again.')}
            </Alert>
          )}
          <DialogContentText id="role-change-text">{text.text}</DialogContentText>
          <TextField
            label="Reason (optional)"
            helperText="Kept in the record of role changes."
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            fullWidth
            multiline
            minRows={2}
            margin="normal"
            slotProps={{ htmlInput: { maxLength: REASON_MAX_LENGTH } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={text.isDestructive ? 'error' : 'primary'}
            disabled={mutation.isPending}
          >
            {text.confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
