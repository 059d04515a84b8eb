import { Alert, Stack, Typography } from '@mui/material';
import type { AdminQaPair, QaPair } from '@viva/contracts';
import { errorMessage } from '../../app/api-errors.ts';
import { InlineSpinner } from '../../ui/InlineSpinner.tsx';
import { EditableList, type EditableField } from '../jobs/EditableList.tsx';
import { useCandidateCvQa, useReplaceCandidateQa } from './useCandidates.ts';

const QA_FIELDS: readonly [EditableField<'question' | 'answer'>, EditableField<'question' | 'answer'>] = [
  { name: 'question', label: 'Question' },
  { name: 'answer', label: 'Answer' },
];
const ADMIN_QA_FIELDS: readonly [EditableField<'title' | 'question'>, EditableField<'title' | 'question'>] = [
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
      <CandidateQaList<AdminQaPair, 'title' | 'question'>
        heading="Administrative Q&A"
        headingId="candidate-admin-qa"
        items={qa.data.qa_admin_pairs}
        fields={ADMIN_QA_FIELDS}
        noun="administrative Q&A"
        emptyText="No Q&A data available"
        onReplace={(pairs) => replace.mutateAsync({ qa_admin_pairs: pairs })}
      />
      <CandidateQaList<QaPair, 'question' | 'answer'>
        heading="CV Q&A"
        headingId="candidate-cv-qa"
        items={qa.data.qa_pairs}
        fields={QA_FIELDS}
        isSecondaryMuted
        noun="CV Q&A"
        emptyText="No Q&A pairs found for this candidate."
        onReplace={(pairs) => replace.mutateAsync({ qa_pairs: pairs })}
      />
    </Stack>
  );
}

type CandidateQaListProps<Item extends Record<Name, string>, Name extends string> = {
  heading: string;
  headingId: string;
  items: Item[];
  /** Two fields: the first shown in bold, the second below it. */
  fields: readonly [EditableField<Name>, EditableField<Name>];
  /** The CV Q&A shows its answers in grey; the administrative questions stay black. */
  isSecondaryMuted?: boolean;
  noun: string;
  emptyText: string;
  onReplace: (items: Item[]) => Promise<unknown>;
};

/** One of the tab's two lists under its heading: edited in place, each change replacing the whole list. */
function CandidateQaList<Item extends Record<Name, string>, Name extends string>({
  heading,
  headingId,
  items,
  fields: [primary, secondary],
  isSecondaryMuted = false,
  noun,
  emptyText,
  onReplace,
}: CandidateQaListProps<Item, Name>) {
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h3" gutterBottom>
        {heading}
      </Typography>
      <EditableList<Item, Name>
        items={items}
        fields={[primary, secondary]}
        toValues={(item) => item}
        fromValues={(values) => values as Item}
        renderItem={(item) => (
          <>
            <Typography variant="subtitle2">{item[primary.name]}</Typography>
            <Typography variant="body2" color={isSecondaryMuted ? 'text.secondary' : undefined}>
              {item[secondary.name]}
            </Typography>
          </>
        )}
        noun={noun}
        blankMessage="Question cannot be empty."
        emptyText={emptyText}
        failureMessages={FAILURE_MESSAGES}
        onReplace={onReplace}
      />
    </section>
  );
}
