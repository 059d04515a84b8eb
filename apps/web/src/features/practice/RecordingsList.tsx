import { Box, Button, Card, CardContent, List, ListItem, Stack, Typography } from '@mui/material';
import type { PracticeRecording } from '@viva/contracts';

export const NO_RECORDINGS = 'No interview recordings yet. Start recording to see your interviews here.';

/** Spec part 2 §2.8 'Your Interview Recordings': Download, Watch, Delete and Analyze, each with its own busy state. */
export function RecordingsList(props: {
  recordings: PracticeRecording[];
  watching: string | null;
  deleting: ReadonlySet<string>;
  analyzing: ReadonlySet<string>;
  onWatch: (path: string | null) => void;
  onDelete: (recording: PracticeRecording) => void;
  onAnalyze: (recording: PracticeRecording) => void;
}) {
  const { recordings, watching, deleting, analyzing } = props;
  return (
    <Box component="section" aria-labelledby="recordings-title">
      <Typography id="recordings-title" variant="h5" component="h2" gutterBottom>
        Your Interview Recordings
      </Typography>
      {recordings.length === 0 && <Typography color="text.secondary">{NO_RECORDINGS}</Typography>}
      <List disablePadding>
        {recordings.map((recording) => {
          const isWatching = watching === recording.path;
          const label = new Date(recording.created_at).toLocaleString();
          return (
            <ListItem key={recording.path} disableGutters>
              <Card
                variant="outlined"
                sx={{ width: '100%' }}
                component="article"
                aria-label={`Recording of ${label}`}
              >
                <CardContent>
                  <Typography variant="subtitle1" component="h3">
                    {label}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" gutterBottom>
                    {(recording.size_bytes / (1024 * 1024)).toFixed(1)} MB · {recording.questions.length}{' '}
                    questions ·{' '}
                    {recording.transcript_source === null
                      ? 'no words heard'
                      : `${recording.word_count} words heard`}
                    {recording.analyzed_at ? ' · analysed' : ''}
                  </Typography>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    <Button size="small" href={recording.download_url} download={recording.path}>
                      Download
                    </Button>
                    <Button size="small" onClick={() => props.onWatch(isWatching ? null : recording.path)}>
                      {isWatching ? 'Close player' : 'Watch'}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      disabled={deleting.has(recording.path)}
                      onClick={() => props.onDelete(recording)}
                    >
                      {deleting.has(recording.path) ? 'Deleting...' : 'Delete'}
                    </Button>
                    <Button
                      size="small"
                      variant="contained"
                      disabled={analyzing.has(recording.path)}
                      onClick={() => props.onAnalyze(recording)}
                    >
                      {analyzing.has(recording.path) ? 'Analyzing...' : 'Analyze'}
                    </Button>
                  </Stack>
                  {isWatching && (
                    <Box
                      component="video"
                      src={recording.watch_url}
                      controls
                      preload="metadata"
                      aria-label={`Recording of ${label}`}
                      sx={{ mt: 2, width: '100%', maxHeight: 360, backgroundColor: 'black', borderRadius: 1 }}
                    />
                  )}
                </CardContent>
              </Card>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
