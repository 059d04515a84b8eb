import { displayNameOf, type User } from '@viva/contracts';
import { errorMessage } from '../../app/api-errors.ts';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog.tsx';
import { useDeleteCandidate } from './useCandidates.ts';

type DeleteCandidateDialogProps = {
  candidate: User;
  onClose: () => void;
  onDeleted: () => void;
};

/** spec part 2 §2.5 'Confirm Delete dialog (candidate)'. */
export function DeleteCandidateDialog({ candidate, onClose, onDeleted }: DeleteCandidateDialogProps) {
  const deletion = useDeleteCandidate();
  return (
    <ConfirmDeleteDialog
      text={`Are you sure you want to delete ${displayNameOf(candidate)}? This action cannot be undone. All candidate data including CV and Q&A pairs will be permanently deleted.`}
      error={deletion.isError ? errorMessage(deletion.error, 'Failed to delete candidate.') : null}
      isBusy={deletion.isPending}
      onCancel={onClose}
      onConfirm={() => deletion.mutate(candidate.id, { onSuccess: onDeleted })}
    />
  );
}
