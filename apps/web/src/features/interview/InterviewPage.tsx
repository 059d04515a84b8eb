import { useId } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { useNavigate, useParams } from 'react-router';
import { INTERVIEW_LINK_MESSAGES, type InterviewLinkValidation } from '@viva/contracts';
import { ApiError, errorMessage } from '../../app/api-errors.ts';
import { useAuth } from '../auth/useAuth.ts';
import { useAuthProviders } from '../auth/useAuthProviders.ts';
import { InterviewRecorder } from '../interviews/InterviewRecorder.tsx';
import { InlineSpinner } from '../../ui/InlineSpinner.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import {
  fetchInterviewLinkCvQuestions,
  fetchInterviewLinkStatus,
  resetInterviewLink,
  validateInterviewLink,
} from './interview-link-api.ts';

const LOAD_FAILED = 'Failed to load interview. Please try again.';
const NO_CV = 'No CV found. Interview will proceed with job-specific questions only.';
const CV_FAILED = 'Failed to load CV questions. Interview will proceed with job-specific questions only.';

/**
 * Spec part 2 §2.13 and §4.5: the candidate's interview from an emailed link. The link is checked first; only the
 * signed-in account whose email is the link's sees the interview (the server checks it on every call too), and
 * starting the interview consumes the link.
 */
export function InterviewPage() {
  const { token = '' } = useParams();
  const { user, isLoading: isAuthLoading } = useAuth();
  const isSignedIn = user !== null;
  const validation = useQuery({
    queryKey: ['interview-link', token, user?.id ?? null],
    queryFn: () => validateInterviewLink(token, isSignedIn),
    enabled: !isAuthLoading,
    retry: false,
  });
  // Spec §4.5: a failed status check only warns; the validation's own is_used stands in for it.
  const status = useQuery({
    queryKey: ['interview-link-status', token],
    queryFn: () => fetchInterviewLinkStatus(token),
    enabled: validation.isSuccess,
    retry: false,
  });

  let content;
  if (isAuthLoading || validation.isPending) {
    content = <Loading text="Loading your interview..." />;
  } else if (validation.isError) {
    content = <LinkError token={token} message={linkErrorMessage(validation.error)} />;
  } else {
    const link = validation.data;
    const isUsed = status.data?.is_used ?? link.is_used;
    if (isUsed && !link.can_resume && link.access === 'granted') {
      content = <LinkError token={token} message={INTERVIEW_LINK_MESSAGES.used} canReset />;
    } else if (link.access !== 'granted') {
      content = <LoginRequired token={token} link={link} />;
    } else {
      content = (
        <>
          {status.isError && (
            <Alert severity="warning">Could not check whether this link was already used.</Alert>
          )}
          <ReadyView token={token} link={link} />
        </>
      );
    }
  }
  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={2}>{content}</Stack>
    </Container>
  );
}

function linkErrorMessage(error: Error): string {
  if (error instanceof ApiError && error.status === 404) return INTERVIEW_LINK_MESSAGES.notFound;
  if (error instanceof ApiError && error.status === 410) return INTERVIEW_LINK_MESSAGES.expired;
  return errorMessage(error, LOAD_FAILED);
}

/** 'Interview Link Error', with 'Reset Link (Testing)' for a used link when the server runs in development. */
function LinkError({
  token,
  message,
  canReset = false,
}: {
  token: string;
  message: string;
  canReset?: boolean;
}) {
  const navigate = useNavigate();
  const providers = useAuthProviders();
  const reset = useMutation({
    mutationFn: () => resetInterviewLink(token),
    onSuccess: () => window.location.reload(),
  });
  return (
    <Paper sx={{ p: 3 }}>
      <PageTitle>Interview Link Error</PageTitle>
      <Typography sx={{ mb: 2 }}>
        The interview link you&apos;re trying to access is not valid or has expired.
      </Typography>
      <Alert severity="error" sx={{ mb: 2 }}>
        {message}
      </Alert>
      {reset.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(reset.error, 'The link could not be reset.')}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => navigate('/')}>
          Return to Home
        </Button>
        {canReset && providers.data?.development_mode === true && (
          <Button
            variant="outlined"
            color="warning"
            onClick={() => reset.mutate()}
            disabled={reset.isPending}
          >
            Reset Link (Testing)
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** 'Interview Login Required': nobody signed in, or another account than the link's. */
function LoginRequired({ token, link }: { token: string; link: InterviewLinkValidation }) {
  const navigate = useNavigate();
  const { logout } = useAuth();
  const loginAddress = `/login?${new URLSearchParams({ returnTo: `/interview/${token}`, email: link.candidate.email })}`;
  const isWrongUser = link.access === 'wrong-user';
  return (
    <Paper sx={{ p: 3 }}>
      <PageTitle>Interview Login Required</PageTitle>
      <Typography sx={{ mb: 2 }}>
        This interview for {link.job.position} at {link.job.company} is for {link.candidate.email}. Please
        sign in with that account to continue.
      </Typography>
      {isWrongUser && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {INTERVIEW_LINK_MESSAGES.wrongUser}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        {isWrongUser ? (
          <Button
            variant="contained"
            onClick={() => {
              logout();
              navigate(loginAddress);
            }}
          >
            Log Out &amp; Switch Account
          </Button>
        ) : (
          <Button variant="contained" onClick={() => navigate(loginAddress)}>
            Log In
          </Button>
        )}
        <Button variant="outlined" onClick={() => navigate('/')}>
          Return to Home
        </Button>
      </Stack>
    </Paper>
  );
}

/** The right candidate: the job, a welcome, the CV check, then the interviewer. */
function ReadyView({ token, link }: { token: string; link: InterviewLinkValidation }) {
  const headingId = useId();
  const cvQuestions = useQuery({
    queryKey: ['interview-link-cv', token],
    queryFn: () => fetchInterviewLinkCvQuestions(token),
    retry: false,
  });
  if (!link.job_id) return <Alert severity="info">No interview data available.</Alert>;
  const cvWarning =
    cvQuestions.isError &&
    (cvQuestions.error instanceof ApiError && cvQuestions.error.status === 404 ? NO_CV : CV_FAILED);
  return (
    <Paper sx={{ p: 3 }}>
      <PageTitle>Interview: {link.job.position}</PageTitle>
      <Typography color="text.secondary">
        {link.job.company} · {link.job.location}
      </Typography>
      <Typography variant="h6" component="p" sx={{ mt: 2 }}>
        Welcome, {link.candidate.full_name ?? link.candidate.email}
      </Typography>
      {cvQuestions.isPending && <Loading text="Loading your CV questions..." />}
      {cvWarning && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {cvWarning}
        </Alert>
      )}
      <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
        <Typography id={headingId} variant="h5" component="h2" gutterBottom>
          Ready to Start Your Interview
        </Typography>
        <Typography sx={{ mb: 2 }}>
          This interview runs on an AI-powered platform. Find a quiet place and check that your microphone
          works (you can also type your answers).
        </Typography>
        <InterviewRecorder jobPostingId={link.job_id} linkToken={token} />
      </Box>
    </Paper>
  );
}

function Loading({ text }: { text: string }) {
  return (
    <Box role="status" sx={{ textAlign: 'center' }}>
      <InlineSpinner label={text} />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
