import { Typography } from '@mui/material';
import { EditableList, type EditableField } from './EditableList.tsx';
import { useReplaceJobSpecsQuestions } from './useJobPostings.ts';

const FIELDS: readonly EditableField<'question'>[] = [{ name: 'question', label: 'Question' }];

/** spec part 1 §2 'Job details dialog': the screening questions, editable by the posting's managers. */
export function JobSpecsQuestionsEditor({
  jobPostingId,
  questions,
}: {
  jobPostingId: string;
  questions: string[];
}) {
  const replaceQuestions = useReplaceJobSpecsQuestions(jobPostingId);
  return (
    <EditableList
      items={questions}
      fields={FIELDS}
      toValues={(question) => ({ question })}
      fromValues={({ question }) => question}
      renderItem={(question) => <Typography>{question}</Typography>}
      noun="question"
      blankMessage="Question cannot be empty."
      emptyText="No screening questions yet."
      onReplace={replaceQuestions.mutateAsync}
    />
  );
}
