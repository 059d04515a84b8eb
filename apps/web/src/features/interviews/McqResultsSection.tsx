import { Box, Chip, Stack, Typography } from '@mui/material';
import type { McqResults } from '@viva/contracts';

/** spec part 1 'Interviews dialog': Technical Competency Assessment (MCQ). */
export function McqResultsView({ results }: { results: McqResults | null }) {
  if (results === null) return <Typography color="text.secondary">No MCQ results available.</Typography>;
  return (
    <Stack spacing={2}>
      <Typography>
        Overall score: <strong>{results.overall_score.toFixed(1)}%</strong> ({results.correct_answers} of{' '}
        {results.total_questions} correct)
      </Typography>
      {results.results.map((competency) => (
        <Box key={competency.competency}>
          <Typography variant="subtitle2" component="h4">
            {competency.competency}
          </Typography>
          {competency.questions.map((question) => (
            <Box key={`${question.skill_level}-${question.question}`} sx={{ pl: 2, py: 0.5 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Chip size="small" label={question.skill_level} />
                <Chip
                  size="small"
                  color={question.is_correct ? 'success' : 'error'}
                  label={question.is_correct ? 'Correct' : 'Incorrect'}
                />
              </Stack>
              <Typography variant="body2">{question.question}</Typography>
              <Typography variant="body2">Candidate answer: {question.user_answer ?? 'No answer'}</Typography>
              <Typography variant="body2">Correct answer: {question.correct_answer}</Typography>
              {question.explanation && (
                <Typography variant="body2" color="text.secondary">
                  {question.explanation}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      ))}
    </Stack>
  );
}
