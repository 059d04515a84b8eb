import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { formatCallTime, questionTypeLabel, type ProcessedQuestion } from '@viva/contracts';

/** One graded question: its answer, score and justification, and the candidate's words the score rests on. */
export function ProcessedQuestionCard({ question }: { question: ProcessedQuestion }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Chip size="small" label={questionTypeLabel(question.question_type)} />
        {question.question_title && <Typography variant="subtitle2">{question.question_title}</Typography>}
        <Box sx={{ flexGrow: 1 }} />
        <Chip
          size="small"
          color={question.score >= 7 ? 'success' : question.score >= 4 ? 'warning' : 'error'}
          label={`Score ${question.score.toFixed(1)} / 10`}
        />
      </Stack>
      <Typography sx={{ fontWeight: 500 }}>{question.question}</Typography>
      <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
        <strong>Answer:</strong> {question.user_answer ?? 'Not answered'}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        <strong>Why this score:</strong> {question.justification}
      </Typography>
      {question.evidence.length > 0 && (
        <Box component="figure" sx={{ m: 0, mt: 1 }}>
          <Typography component="figcaption" variant="body2" sx={{ fontWeight: 700 }}>
            Evidence
          </Typography>
          {question.evidence.map((evidence) => (
            <Typography
              key={`${evidence.time_in_call_secs}-${evidence.quote}`}
              component="blockquote"
              variant="body2"
              sx={{ m: 0, mt: 0.5, pl: 1.5, borderLeft: 3, borderColor: 'divider', color: 'text.secondary' }}
            >
              <time>{formatCallTime(evidence.time_in_call_secs)}</time> “{evidence.quote}”
            </Typography>
          ))}
        </Box>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        Filler words: {question.filler_words.total_count}
      </Typography>
    </Paper>
  );
}
