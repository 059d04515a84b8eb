import { useId, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  Divider,
  FormControl,
  IconButton,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { JobCandidatesResponse, JobSummary } from '@viva/contracts';
import { ApiError } from '../../app/api-errors.ts';
import { InlineSpinner } from '../../ui/InlineSpinner.tsx';
import { InterviewResultsSection } from './InterviewResultsSection.tsx';
import { McqResultsView } from './McqResultsSection.tsx';
import { TranscriptBubbles } from './TranscriptSection.tsx';
import {
  useInterviewGrade,
  useInterviewTranscript,
  useJobCandidates,
  useMcqResults,
} from './useInterviewReview.ts';

type Candidate = JobCandidatesResponse['candidates'][number];

// A candidate who took only the MCQ assessment has no interview: they are told apart by user and posting.
const keyOf = (candidate: Candidate) => candidate.conversation_id ?? `mcq-${candidate.user_id}`;

/** spec part 1 'Interviews dialog' (90vh): one posting's interviews, one at a time. */
export function InterviewsDialog({ job, onClose }: { job: JobSummary; onClose: () => void }) {
  const candidates = useJobCandidates(job.id);
  const [index, setIndex] = useState(0);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const list = candidates.data?.candidates ?? [];
  const current = list[Math.min(index, Math.max(list.length - 1, 0))] ?? null;

  const renderContent = (): ReactNode => {
    if (candidates.isPending) return <InlineSpinner label="Loading interviews" />;
    if (candidates.isError) return <Alert severity="error">Failed to fetch candidates</Alert>;
    if (current === null) return <Typography color="text.secondary">No interviews found.</Typography>;
    return (
      <>
        {list.length > 1 && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' }, mb: 2 }}
          >
            <FormControl size="small" sx={{ minWidth: 280 }}>
              <InputLabel id={`${baseId}-select-label`}>Candidate</InputLabel>
              <Select
                labelId={`${baseId}-select-label`}
                label="Candidate"
                value={keyOf(current)}
                onChange={(event) => setIndex(list.findIndex((each) => keyOf(each) === event.target.value))}
              >
                {list.map((candidate) => (
                  <MenuItem key={keyOf(candidate)} value={keyOf(candidate)}>
                    {candidate.full_name ?? candidate.email} ({candidate.email})
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <Button onClick={() => setIndex((value) => value - 1)} disabled={index === 0}>
              Previous
            </Button>
            <Button onClick={() => setIndex((value) => value + 1)} disabled={index >= list.length - 1}>
              Next
            </Button>
            <Typography aria-live="polite">
              Interview {index + 1} of {list.length}
            </Typography>
          </Stack>
        )}
        <InterviewView key={keyOf(current)} candidate={current} jobPostingId={job.id} />
      </>
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { height: '90vh' } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        Interviews for {job.position} at {job.company}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      {/* Often text only (a human-led request with MCQ results) and long: the keyboard must be able to scroll it. */}
      <DialogContent dividers tabIndex={0}>
        {renderContent()}
      </DialogContent>
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The four sections of one interview; its data loads when it is shown and stays cached per conversation. */
function InterviewView({ candidate, jobPostingId }: { candidate: Candidate; jobPostingId: string }) {
  const transcript = useInterviewTranscript(candidate.conversation_id);
  const grade = useInterviewGrade(candidate.conversation_id, transcript.data?.grading.status === 'completed');
  // From the grading record when it has them; otherwise (no grade yet, or none in it) by candidate and job.
  const mcq = useMcqResults(candidate.user_id, jobPostingId, !grade.isFetching && !grade.data?.mcq_results);
  const interviewDate = candidate.interview_date ? new Date(candidate.interview_date) : null;
  const isHumanRequest = candidate.status === 'human_requested';
  // MCQ results only: nothing to load for the interview sections, which show their empty states.
  const hasInterview = candidate.conversation_id !== null;

  const renderDetailsError = () =>
    transcript.error instanceof ApiError && transcript.error.status === 404
      ? 'No interview details found for this conversation.'
      : 'Failed to fetch interview details';

  return (
    <>
      <Section title="Interview Details">
        <Typography>
          <strong>Candidate:</strong> {candidate.full_name ?? candidate.email}
        </Typography>
        <Typography>
          <strong>Interview date:</strong>{' '}
          {interviewDate ? (
            <time dateTime={candidate.interview_date!}>
              {interviewDate.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          ) : (
            'N/A'
          )}
        </Typography>
        {isHumanRequest && (
          <Alert severity="info" sx={{ mt: 1 }}>
            This candidate asked for a human-led interview instead of the AI interview.
          </Alert>
        )}
      </Section>
      <Divider sx={{ mb: 2 }} />
      <Section title="Interview Results">
        {!hasInterview ? (
          <Typography color="text.secondary">No interview results available.</Typography>
        ) : transcript.isPending ? (
          <InlineSpinner label="Loading interview details" />
        ) : transcript.isError ? (
          <Alert severity="error">{renderDetailsError()}</Alert>
        ) : isHumanRequest ? (
          <Typography color="text.secondary">No interview results available.</Typography>
        ) : (
          <InterviewResultsSection interview={transcript.data} grade={grade} />
        )}
      </Section>
      <Divider sx={{ mb: 2 }} />
      <Section title="Transcript">
        {transcript.data ? (
          <TranscriptBubbles transcript={transcript.data.transcript} />
        ) : (
          (!hasInterview || !transcript.isPending) && (
            <Typography color="text.secondary">No transcript available.</Typography>
          )
        )}
      </Section>
      <Divider sx={{ mb: 2 }} />
      <Section title="Technical Competency Assessment (MCQ)">
        {mcq.isFetching ? (
          <InlineSpinner label="Loading MCQ results" />
        ) : (
          <McqResultsView results={grade.data?.mcq_results ?? mcq.data ?? null} />
        )}
      </Section>
    </>
  );
}
