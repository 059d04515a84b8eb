import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Grid, Stack } from '@mui/material';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import StopIcon from '@mui/icons-material/Stop';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_SETTINGS, type PracticeRecording, type RecordingAnalysis } from '@viva/contracts';
import { errorMessage } from '../../app/api-errors.ts';
import { CenteredSpinner } from '../../ui/CenteredSpinner.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { useSettings } from '../settings/useSettings.ts';
import { AnalysisResults } from './AnalysisResults.tsx';
import {
  analyzeRecording,
  deleteRecording,
  fetchAnalysis,
  fetchQuestionLists,
  fetchRecordings,
  uploadRecording,
} from './practice-api.ts';
import { QuestionLists } from './QuestionLists.tsx';
import { QuestionPanel } from './QuestionPanel.tsx';
import { RecordingsList } from './RecordingsList.tsx';
import { useCamera } from './useCamera.ts';
import { useHeardWords } from './useHeardWords.ts';
import { usePracticeTimeline } from './usePracticeTimeline.ts';
import { useQuestionAudio } from './useQuestionAudio.ts';

const RECORDINGS_KEY = ['practice', 'recordings'] as const;
export const UPLOAD_ERROR = 'Failed to upload recording. Please try again.';

/** Spec part 2 §2.8 and §4.4: record answers to timed, spoken CV questions, then watch and analyse them. */
export function PracticePage() {
  const settings = useSettings().data ?? DEFAULT_SETTINGS;
  const lists = useQuery({ queryKey: ['practice', 'question-lists'], queryFn: fetchQuestionLists });
  const recordings = useQuery({ queryKey: RECORDINGS_KEY, queryFn: fetchRecordings });
  const queryClient = useQueryClient();

  // Spec part 2 §4.4: the smaller of maxQuestionsToAsk and the number of CV questions.
  const questions = useMemo(
    () => (lists.data?.cv ?? []).slice(0, settings.maxQuestionsToAsk),
    [lists.data, settings.maxQuestionsToAsk],
  );
  const timeline = usePracticeTimeline(questions, settings);
  const audio = useQuestionAudio(useMemo(() => questions.map((question) => question.question), [questions]));
  const camera = useCamera();
  const heard = useHeardWords();
  const [isRecording, setIsRecording] = useState(false);
  const [watching, setWatching] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());
  const [analyzing, setAnalyzing] = useState<ReadonlySet<string>>(new Set());
  const [analysis, setAnalysis] = useState<RecordingAnalysis | null>(null);

  const upload = useMutation({
    mutationFn: uploadRecording,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RECORDINGS_KEY }),
  });

  // Audio plays by itself for each question only when the setting is on.
  const shownQuestion =
    timeline.state.phase === 'question' ? questions[timeline.state.index]?.question : undefined;
  const { play: playAudio, stop: stopAudio } = audio;
  useEffect(() => {
    if (shownQuestion && settings.autoPlayAudio && isRecording) playAudio(shownQuestion);
  }, [shownQuestion, settings.autoPlayAudio, isRecording, playAudio]);

  // The newest recording's stored analysis, until another is analysed.
  const newest = recordings.data?.[0];
  const shownStored = useRef(false);
  useEffect(() => {
    if (shownStored.current || !newest?.analyzed_at) return;
    shownStored.current = true;
    fetchAnalysis(newest.path).then(
      (stored) => setAnalysis((current) => current ?? stored),
      (failure: unknown) => console.error('stored analysis unavailable', failure),
    );
  }, [newest]);

  const startRecording = () => {
    if (!camera.start()) return;
    const startedAt = performance.now();
    upload.reset();
    heard.start(startedAt);
    timeline.start(startedAt);
    setIsRecording(true);
  };

  const stopRecording = async () => {
    const asked = timeline.stop();
    stopAudio();
    setIsRecording(false);
    const [video, words] = await Promise.all([camera.stop(), heard.stop()]);
    upload.mutate({ video, words, questions: asked });
  };

  const withBusy = async (
    setBusy: (update: (busy: ReadonlySet<string>) => ReadonlySet<string>) => void,
    path: string,
    work: () => Promise<void>,
  ) => {
    setBusy((busy) => new Set(busy).add(path));
    try {
      await work();
    } catch (failure) {
      // Spec part 2 §8: video delete and analyze errors are only logged.
      console.error(failure);
    } finally {
      setBusy((busy) => {
        const next = new Set(busy);
        next.delete(path);
        return next;
      });
    }
  };

  const onDelete = (recording: PracticeRecording) =>
    withBusy(setDeleting, recording.path, async () => {
      await deleteRecording(recording.path);
      if (watching === recording.path) setWatching(null);
      setAnalysis((current) => (current?.path === recording.path ? null : current));
      await queryClient.invalidateQueries({ queryKey: RECORDINGS_KEY });
    });

  const onAnalyze = (recording: PracticeRecording) =>
    withBusy(setAnalyzing, recording.path, async () => {
      setAnalysis(await analyzeRecording(recording.path, recording.questions));
      await queryClient.invalidateQueries({ queryKey: RECORDINGS_KEY });
    });

  return (
    <>
      <PageTitle>Interview Practice</PageTitle>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <Card component="section" aria-label="Camera">
              <CardContent>
                <Stack spacing={2}>
                  {camera.error && <Alert severity="error">{camera.error}</Alert>}
                  <CameraPreview stream={camera.stream} />
                  <Box>
                    {isRecording ? (
                      <Button
                        variant="contained"
                        color="error"
                        startIcon={<StopIcon />}
                        onClick={stopRecording}
                      >
                        Stop Recording
                      </Button>
                    ) : (
                      <Button
                        variant="contained"
                        startIcon={<FiberManualRecordIcon />}
                        disabled={camera.stream === null || upload.isPending}
                        onClick={startRecording}
                      >
                        {upload.isPending ? 'Uploading...' : 'Start Recording'}
                      </Button>
                    )}
                  </Box>
                  {upload.isError && (
                    <Alert severity="error">{errorMessage(upload.error, UPLOAD_ERROR)}</Alert>
                  )}
                  <QuestionPanel
                    questions={questions}
                    state={timeline.state}
                    questionTimeSeconds={settings.questionTimeSeconds}
                    playing={audio.playing}
                    canPlay={audio.isReady}
                    onPlay={audio.play}
                    onStop={audio.stop}
                  />
                </Stack>
              </CardContent>
            </Card>
            {recordings.isPending && <CenteredSpinner label="Loading your recordings" />}
            {recordings.isError && (
              <Alert severity="error">
                {errorMessage(recordings.error, 'Failed to load your recordings.')}
              </Alert>
            )}
            {recordings.data && (
              <RecordingsList
                recordings={recordings.data}
                watching={watching}
                deleting={deleting}
                analyzing={analyzing}
                onWatch={setWatching}
                onDelete={onDelete}
                onAnalyze={onAnalyze}
              />
            )}
            <AnalysisResults analysis={analysis} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} component="aside" aria-label="Interview questions">
          {lists.isPending && <CenteredSpinner label="Loading questions" />}
          {lists.isError && (
            <Alert severity="error">{errorMessage(lists.error, 'Failed to fetch Q&A pairs.')}</Alert>
          )}
          {lists.data && <QuestionLists lists={lists.data} />}
        </Grid>
      </Grid>
    </>
  );
}

function CameraPreview({ stream }: { stream: MediaStream | null }) {
  const video = useRef<HTMLVideoElement | null>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return (
    <Box
      component="video"
      ref={video}
      autoPlay
      muted
      playsInline
      aria-label="Camera preview"
      sx={{ width: '100%', aspectRatio: '4 / 3', maxHeight: 420, backgroundColor: 'black', borderRadius: 1 }}
    />
  );
}
