import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  LinearProgress,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import type { FlatMcqQuestion } from './mcq-questions.ts';

type McqQuestionViewProps = {
  heading: string;
  question: FlatMcqQuestion;
  answer: string | undefined;
  answeredCount: number;
  totalCount: number;
  isFirst: boolean;
  isLast: boolean;
  isSubmitting: boolean;
  submitError: string | null;
  onAnswer: (answer: string) => void;
  onPrevious: () => void;
  onNext: () => void;
  onSubmit: () => void;
};

/**
 * spec part 2 §2.14 question view: one question at a time. Keyboard: arrow keys choose an option (the radio group's
 * own behaviour), Enter goes on (Next, or Submit on the last question once all are answered).
 */
export function McqQuestionView(props: McqQuestionViewProps) {
  const { question, answer, answeredCount, totalCount, isLast, isSubmitting } = props;
  const id = useId();
  const optionsRef = useRef<HTMLDivElement>(null);
  const percent = totalCount === 0 ? 0 : Math.round((answeredCount / totalCount) * 100);
  const isAllAnswered = answeredCount === totalCount;
  const canGoOn = isLast ? isAllAnswered && !isSubmitting : answer !== undefined;

  // Each new question takes the focus to its options, so the keyboard carries on where the eyes are.
  useEffect(() => {
    const options = optionsRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    const target = [...(options ?? [])].find((input) => input.checked) ?? options?.[0];
    target?.focus();
  }, [question.key]);

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !canGoOn) return;
    event.preventDefault();
    if (isLast) props.onSubmit();
    else props.onNext();
  };

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h2">
        {props.heading}
      </Typography>
      <Box>
        <Typography id={`${id}-progress`} gutterBottom>
          Progress: {answeredCount} / {totalCount} questions answered ({percent}%)
        </Typography>
        <LinearProgress variant="determinate" value={percent} aria-labelledby={`${id}-progress`} />
      </Box>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="overline" component="p" color="text.secondary">
          Question {question.competencyNumber}.{question.questionNumber} of {question.competencyCount}.
          {question.questionCount}
        </Typography>
        <Typography variant="subtitle1" component="p" gutterBottom>
          <strong>Competency:</strong> {question.competency}
        </Typography>
        <FormControl component="fieldset" sx={{ width: '100%' }}>
          <FormLabel component="legend" id={`${id}-label`} sx={{ color: 'text.primary' }}>
            Question ({question.skillLevel} level):
          </FormLabel>
          <Typography id={`${id}-text`} sx={{ my: 1.5, fontSize: '1.1rem' }}>
            {question.question}
          </Typography>
          <RadioGroup
            ref={optionsRef}
            aria-labelledby={`${id}-label ${id}-text`}
            value={answer ?? ''}
            onChange={(event) => props.onAnswer(event.target.value)}
            onKeyDown={handleKeyDown}
          >
            {question.options.map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                control={<Radio />}
                label={option}
                sx={{ py: 0.5 }}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </Paper>
      {props.submitError !== null && <Alert severity="error">{props.submitError}</Alert>}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Button variant="outlined" disabled={props.isFirst} onClick={props.onPrevious}>
          Previous
        </Button>
        {isLast ? (
          <Button variant="contained" disabled={!canGoOn} onClick={props.onSubmit}>
            {isSubmitting ? 'Submitting...' : 'Submit Assessment'}
          </Button>
        ) : (
          <Button variant="contained" disabled={!canGoOn} onClick={props.onNext}>
            Next
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
