import { Alert, Box, Card, CardContent, Divider, LinearProgress, Stack, Typography } from '@mui/material';
import {
  answerMatchColour,
  FILLER_WORDS_BAR_MAX,
  fillerWordsColour,
  sentimentColour,
  SPEECH_RATE_BAR_MAX,
  speechRateColour,
  type AnswerAnalysisItem,
  type RecordingAnalysis,
  type ScoreColour,
} from '@viva/contracts';

/** The bar colours of spec part 2 §9. */
export const BAR_COLOURS: Record<ScoreColour, string> = {
  red: '#c62828',
  amber: '#ffb300',
  green: '#2e7d32',
};

const clampPercent = (value: number) => Math.max(0, Math.min(100, value));

export function formatTime(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Spec part 2 §2.8 'Analysis Results': per answer, the question, both answers, the times and four score bars. */
export function AnalysisResults({ analysis }: { analysis: RecordingAnalysis | null }) {
  return (
    <Box component="section" aria-labelledby="analysis-results-title">
      <Typography id="analysis-results-title" variant="h5" component="h2" gutterBottom>
        Analysis Results
      </Typography>
      {analysis === null && (
        <Typography color="text.secondary">
          Choose Analyze on a recording to see how each answer went.
        </Typography>
      )}
      {analysis !== null && !analysis.transcript_available && (
        <Alert severity="info">{analysis.message}</Alert>
      )}
      <Stack spacing={2}>
        {analysis?.answers.map((answer, index) => (
          <AnswerCard key={`${index}-${answer.question}`} answer={answer} number={index + 1} />
        ))}
      </Stack>
    </Box>
  );
}

function AnswerCard({ answer, number }: { answer: AnswerAnalysisItem; number: number }) {
  const fillers = answer.filler_words;
  const breakdown = Object.entries(fillers.breakdown)
    .map(([word, count]) => `${word} ×${count}`)
    .join(', ');
  return (
    <Card variant="outlined" component="article" aria-label={`Answer ${number}`}>
      <CardContent>
        <Typography variant="subtitle2" color="text.secondary">
          Question {number} · {formatTime(answer.start_time)} – {formatTime(answer.end_time)}
        </Typography>
        <Typography variant="h6" component="h3" gutterBottom>
          {answer.question}
        </Typography>
        <Typography variant="subtitle2" component="h4">
          Your answer
        </Typography>
        <Typography sx={{ mb: 1 }}>
          {answer.user_answer || 'Nothing was heard while this question was shown.'}
        </Typography>
        <Typography variant="subtitle2" component="h4">
          Suggested answer
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {answer.suggested_answer || 'No suggested answer for this question.'}
        </Typography>
        <Divider sx={{ mb: 2 }} />
        <Stack spacing={1.5}>
          <ScoreBar
            label="Answer match"
            value={`${Math.round(answer.answer_match_score * 100)}%`}
            percent={answer.answer_match_score * 100}
            colour={answerMatchColour(answer.answer_match_score)}
          />
          <ScoreBar
            label="Sentiment"
            value={answer.sentiment_score.toFixed(2)}
            percent={((answer.sentiment_score + 1) / 2) * 100}
            colour={sentimentColour(answer.sentiment_score)}
          />
          <ScoreBar
            label="Speech rate"
            value={`${Math.round(answer.speech_rate)} words per minute`}
            percent={(answer.speech_rate / SPEECH_RATE_BAR_MAX) * 100}
            colour={speechRateColour(answer.speech_rate)}
          />
          <ScoreBar
            label="Filler words"
            value={`${fillers.total_count}${breakdown ? ` (${breakdown})` : ''}`}
            percent={(fillers.total_count / FILLER_WORDS_BAR_MAX) * 100}
            colour={fillerWordsColour(fillers.total_count)}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}

function ScoreBar(props: { label: string; value: string; percent: number; colour: ScoreColour }) {
  const percent = clampPercent(props.percent);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="body2">{props.label}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {props.value}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={`${props.label}: ${props.value}`}
        data-colour={props.colour}
        sx={{
          height: 10,
          borderRadius: 5,
          backgroundColor: '#e0e0e0',
          '& .MuiLinearProgress-bar': { backgroundColor: BAR_COLOURS[props.colour], borderRadius: 5 },
        }}
      />
    </Box>
  );
}
