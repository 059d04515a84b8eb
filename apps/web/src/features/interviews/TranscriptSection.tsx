import { Box, Paper, Stack, Typography } from '@mui/material';
import { formatCallTime, type TranscriptEntry } from '@viva/contracts';

/** spec part 1 'Interviews dialog': chat bubbles with m:ss, non-empty messages only, the candidate on the right. */
export function TranscriptBubbles({
  transcript,
  emptyText = 'No transcript available.',
}: {
  transcript: TranscriptEntry[];
  emptyText?: string;
}) {
  const said = transcript.filter((entry) => entry.message.trim() !== '');
  if (said.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {said.map((entry, index) => {
        const isCandidate = entry.role === 'user';
        return (
          <Box
            component="li"
            key={index}
            sx={{ display: 'flex', justifyContent: isCandidate ? 'flex-end' : 'flex-start' }}
          >
            <Paper
              variant="outlined"
              sx={{
                p: 1.5,
                maxWidth: '80%',
                bgcolor: isCandidate ? 'primary.main' : 'background.paper',
                color: isCandidate ? 'primary.contrastText' : 'text.primary',
              }}
            >
              <Typography variant="caption" component="p" sx={{ opacity: 0.85 }}>
                {isCandidate ? 'Candidate' : 'Interviewer'} ·{' '}
                <time>{formatCallTime(entry.time_in_call_secs)}</time>
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {entry.message}
              </Typography>
            </Paper>
          </Box>
        );
      })}
    </Stack>
  );
}
