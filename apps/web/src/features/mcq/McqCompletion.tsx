import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import type { McqResults } from '@viva/contracts';

/** spec part 2 §2.14 results view 'MCQ Assessment Complete!', or the 'Thank You!' variant without score detail. */
export function McqCompletion({ results }: { results: McqResults | null }) {
  const navigate = useNavigate();
  if (results === null) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography variant="h5" component="h2" gutterBottom>
          Thank You!
        </Typography>
        <Typography variant="h6" component="p" gutterBottom>
          Assessment Completed
        </Typography>
        <Typography gutterBottom>
          Thank you for completing the assessment. The team will review your answers and follow up with you.
        </Typography>
        <Typography gutterBottom>You will receive a confirmation email shortly.</Typography>
        <Button variant="contained" sx={{ mt: 2 }} onClick={() => navigate('/')}>
          Return to Home
        </Button>
      </Paper>
    );
  }
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h5" component="h2" gutterBottom>
          MCQ Assessment Complete!
        </Typography>
        <Typography variant="h6" component="p">
          Overall Score: {results.overall_score.toFixed(1)}%
        </Typography>
        <Typography>
          Correct Answers: {results.correct_answers} / {results.total_questions}
        </Typography>
      </Box>
      {results.results.map((competency) => (
        <Box component="section" key={competency.competency}>
          <Typography variant="h6" component="h3" gutterBottom>
            {competency.competency}
          </Typography>
          <Stack spacing={1.5}>
            {competency.questions.map((question) => (
              <Paper key={question.skill_level} variant="outlined" sx={{ p: 2 }}>
                <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
                  <Chip size="small" label={question.skill_level.toUpperCase()} />
                  <Chip
                    size="small"
                    color={question.is_correct ? 'success' : 'error'}
                    label={question.is_correct ? 'Correct' : 'Incorrect'}
                  />
                </Stack>
                <Typography gutterBottom>{question.question}</Typography>
                <Typography variant="body2">
                  <strong>Your Answer:</strong> {question.user_answer ?? 'No answer'}
                </Typography>
                <Typography variant="body2">
                  <strong>Correct Answer:</strong> {question.correct_answer}
                </Typography>
                {question.explanation && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {question.explanation}
                  </Typography>
                )}
              </Paper>
            ))}
          </Stack>
        </Box>
      ))}
      <Box>
        <Button variant="contained" onClick={() => navigate('/')}>
          Go Home
        </Button>
      </Box>
    </Stack>
  );
}
