import { Alert, Box, List, ListItem, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { InlineSpinner } from '../../ui/InlineSpinner.tsx';
import { CV_API } from './documents-api.ts';

/**
 * spec part 1 §2 'Apply' and §8 'CV Q&A for Apply': the candidate's CVs and the newest one's Q&A, which the
 * interview asks about. Without a CV the interview still runs, on the job's questions only.
 */
export function LatestCvQa() {
  const cvs = useQuery({ queryKey: ['documents', 'cv', 'files'], queryFn: CV_API.list });
  const newest = cvs.data?.[0];
  const qa = useQuery({
    queryKey: ['documents', 'cv', 'qa', newest?.path ?? ''],
    queryFn: () => CV_API.readQa(newest!.path),
    enabled: newest !== undefined,
  });

  if (cvs.isPending || (newest && qa.isPending)) {
    return (
      <Box role="status" sx={{ mb: 2 }}>
        <Typography variant="body2">Loading your latest CV Q&A...</Typography>
        <InlineSpinner label="Loading your latest CV Q&A" />
      </Box>
    );
  }
  if (cvs.isError || qa.isError) {
    return (
      <Alert severity="error" sx={{ mb: 2 }}>
        Failed to fetch CV Q&A pairs.
      </Alert>
    );
  }
  if (!newest || !qa.data) {
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        No CV found. Please upload a CV to use this feature.
      </Alert>
    );
  }
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h4">
        Your CVs
      </Typography>
      <List dense disablePadding>
        {cvs.data.map((cv) => (
          <ListItem key={cv.path} disableGutters>
            {cv.file_name} ({new Date(cv.created_at).toLocaleDateString()})
            {cv.path === newest.path ? ' - newest, used for this interview' : ''}
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" color="text.secondary">
        The interview includes questions from your latest CV: {qa.data.qa_pairs.length} practice questions and{' '}
        {qa.data.qa_admin_pairs.length} verification questions.
      </Typography>
    </Box>
  );
}
