import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import type { McqReviewResults } from '@viva/contracts';

const times = (count: number) => `${count} ${count === 1 ? 'time' : 'times'}`;
const duration = (seconds: number) =>
  seconds < 60 ? `${Math.round(seconds)} s` : `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;

/** spec part 1 'Interviews dialog': Technical Competency Assessment (MCQ), with the attempt's signals beside it. */
export function McqResultsView({ results }: { results: McqReviewResults | null }) {
  if (results === null) return <Typography color="text.secondary">No MCQ results available.</Typography>;
  const { integrity } = results;
  return (
    <Stack spacing={2}>
      <Typography>
        Overall score: <strong>{results.overall_score.toFixed(1)}%</strong> ({results.correct_answers} of{' '}
        {results.total_questions} correct)
      </Typography>
      {/* Signals for the reviewer to weigh, never a verdict: a notification can hide a tab, a paste can be notes. */}
      <Alert severity="info" icon={false}>
        <Typography variant="subtitle2" component="h4">
          Signals during the test
        </Typography>
        <Typography variant="body2">
          Page hidden {times(integrity.tab_hidden)} · Pasted into the page {times(integrity.paste)} · Left
          full screen {times(integrity.fullscreen_exit)}
          {integrity.total_seconds !== null && ` · ${duration(integrity.total_seconds)} in all`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          These are what the page noticed, for you to weigh; they are not a judgement of the candidate.
        </Typography>
      </Alert>
      {results.results.map((competency) => (
        <Box key={competency.competency}>
          <Typography variant="subtitle2" component="h4">
            {competency.competency}
          </Typography>
          {competency.questions.map((question) => {
            const seconds =
              integrity.seconds_per_question?.[`${competency.competency}_${question.skill_level}`];
            return (
              <Box key={`${question.skill_level}-${question.question}`} sx={{ pl: 2, py: 0.5 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Chip size="small" label={question.skill_level} />
                  <Chip
                    size="small"
                    color={question.is_correct ? 'success' : 'error'}
                    label={question.is_correct ? 'Correct' : 'Incorrect'}
                  />
                  {seconds !== undefined && (
                    <Typography variant="body2" color="text.secondary">
                      {duration(seconds)} on this question
                    </Typography>
                  )}
                </Stack>
                <Typography variant="body2">{question.question}</Typography>
                <Typography variant="body2">
                  Candidate answer: {question.user_answer ?? 'No answer'}
                </Typography>
                <Typography variant="body2">Correct answer: {question.correct_answer}</Typography>
                {question.explanation && (
                  <Typography variant="body2" color="text.secondary">
                    {question.explanation}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Box>
      ))}
    </Stack>
  );
}
