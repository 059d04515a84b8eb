import { Typography } from '@mui/material';
import type { WorkRequirement } from '@viva/contracts';
import { EditableList, type EditableField } from './EditableList.tsx';
import { useReplaceWorkRequirements } from './useJobPostings.ts';

// spec part 1 §5: the title hint says 3 words max; it is not enforced.
const FIELDS: readonly EditableField<'title' | 'question'>[] = [
  { name: 'title', label: 'Title', placeholder: '3 words max' },
  { name: 'question', label: 'Question' },
];

/** spec part 1 §2 'Job details dialog': the work requirements, editable by the posting's managers. */
export function WorkRequirementsEditor({
  jobPostingId,
  requirements,
}: {
  jobPostingId: string;
  requirements: WorkRequirement[];
}) {
  const replaceRequirements = useReplaceWorkRequirements(jobPostingId);
  return (
    <EditableList
      items={requirements}
      fields={FIELDS}
      toValues={(requirement) => ({ title: requirement.title, question: requirement.question })}
      fromValues={(values) => values}
      renderItem={(requirement) => (
        <>
          <Typography sx={{ fontWeight: 600 }}>{requirement.title}</Typography>
          <Typography color="text.secondary">{requirement.question}</Typography>
        </>
      )}
      noun="requirement"
      blankMessage="Both title and question cannot be empty."
      emptyText="No work requirements yet."
      onReplace={replaceRequirements.mutateAsync}
    />
  );
}
