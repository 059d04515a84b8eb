import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Container, LinearProgress, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { MCQ_LINK_GONE, MCQ_LINK_NOT_FOUND, type McqResponse } from '@viva/contracts';
import { ApiError, errorMessage } from '../../app/api-errors.ts';
import { CenteredSpinner } from '../../ui/CenteredSpinner.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { useAuth } from '../auth/useAuth.ts';
import { fetchMcq } from './mcq-api.ts';
import { flattenMcqQuestions } from './mcq-questions.ts';
import { McqAuthStep } from './McqAuthStep.tsx';
import { McqCompletion } from './McqCompletion.tsx';
import { McqQuestionView } from './McqQuestionView.tsx';
import { useIntegritySignals } from './useIntegritySignals.ts';
import { useMcqSubmission } from './useMcqSubmission.ts';

/** spec part 2 §2.14 and §4.6: link check, authentication step, start, one question at a time, submit, results. */
export function McqPage() {
  const { token = '' } = useParams();
  const { user, isLoading } = useAuth();
  const link = useQuery({
    // Asked again when the signed-in user changes: the answer depends on who asks.
    queryKey: ['mcq', token, user?.id ?? null],
    queryFn: () => fetchMcq(token),
    enabled: !isLoading,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <PageTitle>Technical Competency Assessment</PageTitle>
      {isLoading || link.isPending ? (
        <CenteredSpinner label="Loading the assessment" />
      ) : link.isError ? (
        <McqLinkError error={link.error} />
      ) : link.data.access === 'granted' ? (
        <McqAssessment token={token} link={link.data} />
      ) : (
        <McqAuthStep token={token} link={link.data} />
      )}
    </Container>
  );
}

function McqLinkError({ error }: { error: Error }) {
  const navigate = useNavigate();
  const message =
    error instanceof ApiError && error.status === 404
      ? MCQ_LINK_NOT_FOUND
      : error instanceof ApiError && error.status === 410
        ? MCQ_LINK_GONE
        : errorMessage(error, 'Failed to load MCQ. Please try again.');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => navigate('/')}>
          Return to Home
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

type GrantedLink = Extract<McqResponse, { access: 'granted' }>;

function McqAssessment({ token, link }: { token: string; link: GrantedLink }) {
  const questions = useMemo(() => flattenMcqQuestions(link.mcq_questions), [link.mcq_questions]);
  const [hasStarted, setHasStarted] = useState(false);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const { outcome, submit, isSubmitting, submitError } = useMcqSubmission(token);
  const isAnswering = hasStarted && outcome.kind === 'answering';
  const current = questions[index];
  const takeSecondsPerQuestion = useIntegritySignals(token, current?.key ?? null, isAnswering);
  const navigate = useNavigate();

  // Full screen is asked for at the start (a signal when it is left); it ends with the questions.
  useEffect(() => {
    if (!isAnswering && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, [isAnswering]);

  if (questions.length === 0) return <Typography>No questions available</Typography>;

  if (!hasStarted) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h5" component="h2" gutterBottom>
          Welcome, {link.candidate_name ?? link.candidate_email}!
        </Typography>
        <Typography gutterBottom>
          {link.position} at {link.company}
        </Typography>
        <Typography gutterBottom>
          {questions.length} questions in {link.mcq_questions.length} competencies, one at a time. Choose an
          answer with the mouse or the arrow keys; Enter goes to the next question. You can go back to change
          an answer before you submit.
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          The hiring team sees, beside your score, how long you spent on each question and how often the page
          was hidden, text was pasted into it or full screen was left.
        </Typography>
        <Button
          variant="contained"
          sx={{ mt: 2 }}
          onClick={() => {
            void document.documentElement.requestFullscreen?.().catch(() => undefined);
            setHasStarted(true);
          }}
        >
          Start Assessment
        </Button>
      </Paper>
    );
  }

  if (outcome.kind === 'processing') {
    return (
      <Box role="status">
        <Typography gutterBottom>Processing your assessment...</Typography>
        <LinearProgress aria-label="Processing your assessment" />
      </Box>
    );
  }
  if (outcome.kind === 'completed') return <McqCompletion results={outcome.results} />;
  if (outcome.kind === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => navigate('/')}>
            Return to Home
          </Button>
        }
      >
        {outcome.message}
      </Alert>
    );
  }

  const question = current!;
  return (
    <McqQuestionView
      heading={`${link.position} at ${link.company}`}
      question={question}
      answer={answers[question.key]}
      answeredCount={questions.filter((item) => answers[item.key] !== undefined).length}
      totalCount={questions.length}
      isFirst={index === 0}
      isLast={index === questions.length - 1}
      isSubmitting={isSubmitting}
      submitError={submitError}
      onAnswer={(answer) => setAnswers((previous) => ({ ...previous, [question.key]: answer }))}
      onPrevious={() => setIndex((previous) => Math.max(0, previous - 1))}
      onNext={() => setIndex((previous) => Math.min(questions.length - 1, previous + 1))}
      onSubmit={() => submit({ answers, seconds_per_question: takeSecondsPerQuestion() })}
    />
  );
}
