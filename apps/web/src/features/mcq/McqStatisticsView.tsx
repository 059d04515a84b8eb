import {
  Alert,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { McqItemFlag } from '@viva/contracts';
import { errorMessage } from '../../app/api-errors.ts';
import { InlineSpinner } from '../../ui/InlineSpinner.tsx';
import { fetchMcqStatistics } from './mcq-api.ts';

const FLAG_LABELS: Record<McqItemFlag, string> = {
  too_easy: 'Almost everyone right (facility above 0.95)',
  too_hard: 'Almost nobody right (facility below 0.2)',
  negative_discrimination: 'Stronger candidates do worse on it (negative discrimination)',
};

const decimal = (value: number | null) => (value === null ? '—' : value.toFixed(2));

/** 'Assessment statistics' of a job (issue 11): how each question performed, for the job's recruiter and admins. */
export function McqStatisticsView({ jobPostingId }: { jobPostingId: string }) {
  const statistics = useQuery({
    queryKey: ['mcq-statistics', jobPostingId],
    queryFn: () => fetchMcqStatistics(jobPostingId),
  });
  if (statistics.isPending) return <InlineSpinner label="Loading assessment statistics" />;
  if (statistics.isError)
    return (
      <Alert severity="error">
        {errorMessage(statistics.error, 'Failed to load assessment statistics.')}
      </Alert>
    );
  const { attempts, minimum_attempts: minimum, items } = statistics.data;
  return (
    <Stack spacing={2}>
      <Typography>
        {attempts} scored {attempts === 1 ? 'attempt' : 'attempts'}. Facility is the share of candidates who
        answered a question correctly; discrimination is how much getting it right goes with a higher score on
        the other questions (point-biserial, −1 to 1). Flagged questions may be broken: check their wording
        and answer key.
      </Typography>
      {attempts < minimum && (
        <Alert severity="info">
          Facility and discrimination are shown once {minimum} attempts are scored.
        </Alert>
      )}
      <TableContainer>
        <Table size="small" aria-label="Item statistics">
          <TableHead>
            <TableRow>
              <TableCell>Competency</TableCell>
              <TableCell>Level</TableCell>
              <TableCell>Question</TableCell>
              <TableCell align="right">Answered</TableCell>
              <TableCell align="right">Facility</TableCell>
              <TableCell align="right">Discrimination</TableCell>
              <TableCell>Flags</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={`${item.competency}-${item.skill_level}-${item.question}`}>
                <TableCell>{item.competency}</TableCell>
                <TableCell>{item.skill_level}</TableCell>
                <TableCell>{item.question}</TableCell>
                <TableCell align="right">{item.answered}</TableCell>
                <TableCell align="right">{decimal(item.facility)}</TableCell>
                <TableCell align="right">{decimal(item.discrimination)}</TableCell>
                <TableCell>
                  <Stack spacing={0.5}>
                    {item.flags.map((flag) => (
                      <Chip
                        key={flag}
                        size="small"
                        color="warning"
                        variant="outlined"
                        label={FLAG_LABELS[flag]}
                      />
                    ))}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
