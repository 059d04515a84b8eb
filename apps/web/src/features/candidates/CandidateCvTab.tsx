import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { CvDocument } from '@viva/contracts';
import { errorMessage } from '../../app/api-errors.ts';
import { InlineSpinner } from '../../ui/InlineSpinner.tsx';
import { useCandidateCvDocuments } from './useCandidates.ts';

/** spec part 2 §2.2 'CV tab': each CV with its counts, created time and an embedded preview. */
export function CandidateCvTab({ userId }: { userId: string }) {
  const documents = useCandidateCvDocuments(userId);
  if (documents.isPending) return <InlineSpinner label="Loading CV documents" />;
  if (documents.isError)
    return <Alert severity="error">{errorMessage(documents.error, 'Failed to fetch CV data.')}</Alert>;
  if (documents.data.length === 0) {
    return <Typography color="text.secondary">No CV documents found for this candidate.</Typography>;
  }
  return (
    <Stack spacing={2}>
      {documents.data.map((document, index) => (
        <CvDocumentCard key={document.cv_path} document={document} number={index + 1} />
      ))}
    </Stack>
  );
}

function CvDocumentCard({ document, number }: { document: CvDocument; number: number }) {
  const title = `CV Document ${number}`;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h3">
          {title}
        </Typography>
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
          Path: {document.cv_path}
        </Typography>
        <Typography variant="body2">File: {document.file_name}</Typography>
        <Typography variant="body2">Q&A pairs: {document.qa_pairs_count}</Typography>
        <Typography variant="body2">Admin Q&A pairs: {document.qa_admin_pairs_count}</Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Created: {new Date(document.created_at).toLocaleString()}
        </Typography>
        {document.format === 'pdf' ? (
          <Box
            component="iframe"
            src={document.signed_url}
            title={`${title} preview`}
            sx={{ width: '100%', height: 480, border: 1, borderColor: 'divider' }}
          />
        ) : (
          // A browser cannot show a Word file: the text as the engine read it stands in for it.
          <Box
            component="pre"
            tabIndex={0}
            aria-label={`${title} text`}
            sx={{
              whiteSpace: 'pre-wrap',
              fontFamily: 'inherit',
              fontSize: '0.875rem',
              maxHeight: 480,
              overflow: 'auto',
              p: 2,
              m: 0,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'grey.50',
            }}
          >
            {document.text}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
