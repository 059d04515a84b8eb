import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import type { QaPair } from '@viva/contracts';
import type { TimelineState } from './usePracticeTimeline.ts';

export const TRANSITION_MESSAGE = 'Get ready for the next question...';
export const COMPLETED_MESSAGE = 'Interview completed! You can continue recording or stop.';

/** Spec part 2 §2.8: 'Question X of N', the countdown in seconds and Play/Stop audio. */
export function QuestionPanel(props: {
  questions: QaPair[];
  state: TimelineState;
  questionTimeSeconds: number;
  playing: string | null;
  canPlay: boolean;
  onPlay: (text: string) => void;
  onStop: () => void;
}) {
  const { questions, state, playing } = props;
  if (questions.length === 0) return null;
  if (state.phase === 'transition' || state.phase === 'completed') {
    return (
      <Card variant="outlined" aria-live="polite">
        <CardContent>
          <Typography variant="h6" component="p">
            {state.phase === 'transition' ? TRANSITION_MESSAGE : COMPLETED_MESSAGE}
          </Typography>
          {state.phase === 'transition' && (
            <Typography color="text.secondary">{state.secondsLeft} s</Typography>
          )}
        </CardContent>
      </Card>
    );
  }
  const index = state.phase === 'question' ? state.index : 0;
  const secondsLeft = state.phase === 'question' ? state.secondsLeft : props.questionTimeSeconds;
  const question = questions[index]!.question;
  const isPlaying = playing === question;
  return (
    <Card variant="outlined" component="section" aria-label="Current question">
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
          <Typography variant="overline" component="p">
            Question {index + 1} of {questions.length}
          </Typography>
          <Typography aria-live="off" data-testid="countdown" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {secondsLeft} s
          </Typography>
        </Box>
        <Typography variant="h6" component="p" sx={{ my: 1 }}>
          {question}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={isPlaying ? <StopIcon /> : <PlayArrowIcon />}
          disabled={!props.canPlay}
          onClick={() => (isPlaying ? props.onStop() : props.onPlay(question))}
        >
          {isPlaying ? 'Stop audio' : 'Play audio'}
        </Button>
      </CardContent>
    </Card>
  );
}
