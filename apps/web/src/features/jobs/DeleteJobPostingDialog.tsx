import type { JobSummary } from '@viva/contracts';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog.tsx';
import { useDeleteJobPosting } from './useJobPostings.ts';

type DeleteJobPostingDialogProps = {
  job: JobSummary;
  onClose: () => void;
};

/** spec part 1 §2 'Delete Job Posting dialog'. */
export function DeleteJobPostingDialog({ job, onClose }: DeleteJobPostingDialogProps) {
  const deletion = useDeleteJobPosting();
  return (
    <ConfirmDeleteDialog
      title="Delete Job Posting"
      text={`Are you sure you want to delete the job posting for ${job.position} at ${job.company}? This action cannot be undone.`}
      error={deletion.isError ? 'Failed to delete job posting. Please try again.' : null}
      isBusy={deletion.isPending}
      onCancel={onClose}
      onConfirm={() => deletion.mutate(job.id, { onSuccess: onClose })}
    />
  );
}
