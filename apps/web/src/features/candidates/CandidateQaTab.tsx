import { Alert, Stack, Typography } from '@mui/material';
import type { AdminQaPair, QaPair } from '@viva/contracts';
import { errorMessage } from '../../app/api-errors.ts';
import { InlineSpinner } from '../../ui/InlineSpinner.tsx';
import { EditableList, type EditableField } from '../jobs/EditableList.tsx';
import { useCandidateCvQa, useReplaceCandidateQa } from './useCandidates.ts';

const QA_FIELDS: readonly EditableField<'question' | 'answer'>[] = [
  { name: 'question', label: 'Question' },
  { name: 'answer', label: 'Answer' },
];
const ADMIN_QA_FIELDS: readonly EditableField<'title' | 'question'>[] = [
  { name: 'title', label: 'Title' },
  { name: 'question', label: 'Question' },
];

// spec part 2 §8 'Candidates and links' for adding; the Q&A editing texts for the rest.
const FAILURE_MESSAGES = {
  add: 'Failed to add Q&A.',
  save: 'Failed to update answer. Please try again.',
  delete: 'Failed to delete Q&A pair. Please try again.',
};

/** spec part 2 §2.2 'Q&A tab': two editable lists; each change replaces the candidate's whole list. */
export function CandidateQaTab({ userId }: { userId: string }) {
  const qa = useCandidateCvQa(userId);
  const replace = useReplaceCandidateQa(userId);
  if (qa.isPending) return <InlineSpinner label="Loading Q&A" />;
  if (qa.isError)
    return <Alert severity="error">{errorMessage(qa.error, 'Failed to fetch Q&A data.')}</Alert>;

  return (
    <Stack spacing={3}>
      <section aria-labelledby="candidate-admin-qa">
        <Typography id="candidate-admin-qa" variant="h6" component="h3" gutterBottom>
          Administrative Q&A
        </Typography>
        <EditableList<AdminQaPair, 'title' | 'question'>
          items={qa.data.qa_admin_pairs}
          fields={ADMIN_QA_FIELDS}
          toValues={(pair) => pair}
          fromValues={(values) => values}
          renderItem={(pair) => (
            <>
              <Typography variant="subtitle2">{pair.title}</Typography>
              <Typography variant="body2">{pair.question}</Typography>
            </>
          )}
          noun="administrative Q&A"
          blankMessage="Question cannot be empty."
          emptyText="No Q&A data available"
          failureMessages={FAILURE_MESSAGES}
          onReplace={(pairs) => replace.mutateAsync({ qa_admin_pairs: pairs })}
        />
      </section>
      <section aria-labelledby="candidate-cv-qa">
        <Typography id="candidate-cv-qa" variant="h6" component="h3" gutterBottom>
          CV Q&A
        </Typography>
        <EditableList<QaPair, 'question' | 'answer'>
          items={qa.data.qa_pairs}
          fields={QA_FIELDS}
          toValues={(pair) => pair}
          fromValues={(values) => values}
          renderItem={(pair) => (
            <>
              <Typography variant="subtitle2">{pair.question}</Typography>
              <Typography variant="body2" color="text.secondary">
                {pair.answer}
              </Typography>
            </>
          )}
          noun="CV Q&A"
          blankMessage="Question cannot be empty."
          emptyText="No Q&A pairs found for this candidate."
          failureMessages={FAILURE_MESSAGES}
          onReplace={(pairs) => replace.mutateAsync({ qa_pairs: pairs })}
        />
      </section>
    </Stack>
  );
}
