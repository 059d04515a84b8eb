import { useState } from 'react';
import { Alert, Button, Card, CardContent } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QaPair } from '@viva/contracts';
import { errorMessage } from '../../app/api-errors.ts';
import { InlineSpinner } from '../../ui/InlineSpinner.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useNotifier } from '../../ui/useNotifier.ts';
import { GENERIC_QA_API } from '../documents/documents-api.ts';
import { CustomQaForm, QA_TEXTS, QaPairList, REGULAR_FIELDS } from '../documents/index.ts';

const GENERIC_QA_KEY = ['generic-qa'] as const;

/** spec part 2 §2.10 'Generic Interview Questions': the user's own list, seeded from the standard questions. */
export function GenericPage() {
  const notify = useNotifier();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: GENERIC_QA_KEY, queryFn: GENERIC_QA_API.list });
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [editingIndex, setEditingIndex] = useState<number | null>(null);

  /** The list shown becomes the one the server answers (spec part 2 §4.7). */
  const write = async (call: () => Promise<QaPair[]>, success: string, failure: string) => {
    try {
      queryClient.setQueryData(GENERIC_QA_KEY, await call());
      notify(success, 'success');
      return true;
    } catch (error) {
      notify(errorMessage(error, failure), 'error');
      return false;
    }
  };

  return (
    <>
      <PageHeader
        title="Generic Interview Questions"
        action={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setIsFormOpen(true)}
            disabled={isFormOpen}
            sx={{ mb: 1 }}
          >
            Add Custom Q&A
          </Button>
        }
      />
      {isFormOpen && (
        <CustomQaForm
          hasTypeToggle={false}
          onCancel={() => setIsFormOpen(false)}
          onCreate={async (_type, question, answer) => {
            const created = await write(
              () => GENERIC_QA_API.add(question, answer),
              QA_TEXTS.created,
              QA_TEXTS.createFailed,
            );
            if (created) setIsFormOpen(false);
            return created;
          }}
        />
      )}
      <Card>
        <CardContent>
          {list.isPending && <InlineSpinner label="Loading questions" />}
          {list.isError && <Alert severity="error">{errorMessage(list.error, QA_TEXTS.fetchFailed)}</Alert>}
          {list.data && (
            <QaPairList
              heading="Questions"
              items={list.data}
              fields={REGULAR_FIELDS}
              editable={['answer']}
              emptyText="No questions available"
              editingIndex={editingIndex}
              onEditingChange={setEditingIndex}
              onSave={(index, values) =>
                write(
                  () => GENERIC_QA_API.editAnswer(index, values.answer),
                  QA_TEXTS.answerUpdated,
                  QA_TEXTS.updateFailed,
                )
              }
              onDelete={(index) =>
                write(() => GENERIC_QA_API.remove(index), QA_TEXTS.deleted, QA_TEXTS.deleteFailed)
              }
            />
          )}
        </CardContent>
      </Card>
    </>
  );
}
