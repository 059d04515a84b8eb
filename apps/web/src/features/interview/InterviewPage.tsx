import { Container } from '@mui/material';
import { PageTitle } from '../../ui/PageTitle.tsx';

/** Placeholder until the interview feature is built; a public route outside the main layout, so it has its own main. */
export function InterviewPage() {
  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <PageTitle>Interview</PageTitle>
    </Container>
  );
}
