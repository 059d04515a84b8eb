import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { QaListType } from './documents-api.ts';

type CustomQaFormProps = {
  /** spec part 2 §2.7: CVs take Interview or Admin pairs; specs and generic lists only question and answer. */
  hasTypeToggle: boolean;
  /** Resolves true when created: the form then clears and closes. */
  onCreate: (type: QaListType, question: string, second: string) => Promise<boolean>;
  onCancel: () => void;
};

const BLANK_MESSAGE = 'Please enter both a question and an answer.';

/** Add Custom Q&A: a question with an answer, or (Admin) with a title; both required after trimming. */
export function CustomQaForm({ hasTypeToggle, onCreate, onCancel }: CustomQaFormProps) {
  const [type, setType] = useState<QaListType>('regular');
  const [question, setQuestion] = useState('');
  const [second, setSecond] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const secondLabel = type === 'admin' ? 'Title' : 'Answer';

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (question.trim() === '' || second.trim() === '') {
      setError(BLANK_MESSAGE);
      return;
    }
    setError(null);
    setIsBusy(true);
    try {
      if (await onCreate(type, question.trim(), second.trim())) {
        setQuestion('');
        setSecond('');
      }
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Box
      component="form"
      onSubmit={handleSubmit}
      aria-label="Add Custom Q&A"
      sx={{ p: 2, mb: 3, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Stack spacing={2}>
        {hasTypeToggle && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={type}
            onChange={(_event, value: QaListType | null) => value && setType(value)}
            aria-label="Q&A type"
          >
            <ToggleButton value="regular">Interview</ToggleButton>
            <ToggleButton value="admin">Admin</ToggleButton>
          </ToggleButtonGroup>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label="Question"
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          multiline
          fullWidth
        />
        <TextField
          label={secondLabel}
          value={second}
          onChange={(event) => setSecond(event.target.value)}
          multiline={type === 'regular'}
          fullWidth
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={isBusy}>
            Create
          </Button>
          <Button onClick={onCancel} disabled={isBusy}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
