import { useState } from 'react';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { sortForReview, type GradingRecord, type InterviewTranscriptResponse } from '@viva/contracts';
import { errorMessage } from '../../app/api-errors.ts';
import { InlineSpinner } from '../../ui/InlineSpinner.tsx';
import { ProcessedQuestionCard } from './ProcessedQuestionCard.tsx';
import { downloadInterviewReport, reportErrorMessage } from './report-download.ts';
import { useRetryGrading } from './useInterviewReview.ts';

type InterviewResultsSectionProps = {
  interview: InterviewTranscriptResponse;
  grade: { data: GradingRecord | null | undefined; isError: boolean; isPending: boolean };
};

/** spec part 1 'Interviews dialog' → Interview Results: the graded questions (cv_admin first) and the PDF report. */
export function InterviewResultsSection({ interview, grade }: InterviewResultsSectionProps) {
  const [isGenerating, setIsGenerating] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const retry = useRetryGrading(interview.conversation_id);
  const questions = grade.data ? sortForReview(grade.data.processed_questions) : [];

  const handleDownload = async () => {
    setIsGenerating(true);
    setDownloadError(null);
    try {
      await downloadInterviewReport(interview.conversation_id, interview.full_name ?? interview.email);
    } catch (error) {
      setDownloadError(reportErrorMessage(error));
    } finally {
      setIsGenerating(false);
    }
  };

  const renderBody = () => {
    const { status, error } = interview.grading;
    if (status === 'failed') {
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => retry.mutate()} disabled={retry.isPending}>
              Retry grading
            </Button>
          }
        >
          {error ?? 'Grading failed.'}
          {retry.isError && ` ${errorMessage(retry.error, 'Failed to retry grading.')}`}
        </Alert>
      );
    }
    if (status === 'pending' || status === 'processing') {
      return <Typography color="text.secondary">Grading the answers...</Typography>;
    }
    if (status === 'completed' && grade.isPending) return <InlineSpinner label="Loading grading results" />;
    if (grade.isError) return <Alert severity="error">Failed to fetch grading results</Alert>;
    if (!grade.data) return <Typography color="text.secondary">No interview results available.</Typography>;
    if (questions.length === 0)
      return <Typography color="text.secondary">No processed questions available.</Typography>;
    return (
      <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }}>
        {questions.map((question, index) => (
          <ProcessedQuestionCard key={index} question={question} />
        ))}
      </Stack>
    );
  };

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
        <Typography variant="subtitle1" component="h4">
          CV Verification Questions
        </Typography>
        <Chip size="small" label={`${questions.length} question${questions.length === 1 ? '' : 's'}`} />
        {grade.data && (
          <Typography variant="body2" color="text.secondary">
            Overall {grade.data.overall_score.toFixed(1)} / 10 · graded by the {grade.data.engine.kind} engine
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          onClick={() => void handleDownload()}
          disabled={isGenerating}
        >
          {isGenerating ? 'Generating...' : 'Download PDF Report'}
        </Button>
      </Stack>
      {downloadError !== null && (
        <Alert severity="error" onClose={() => setDownloadError(null)} sx={{ mb: 1.5 }}>
          {downloadError}
        </Alert>
      )}
      {renderBody()}
    </Box>
  );
}
