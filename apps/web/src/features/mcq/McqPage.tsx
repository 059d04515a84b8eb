import { Container } from '@mui/material';
import { PageTitle } from '../../ui/PageTitle.tsx';

/** Placeholder until the mcq feature is built; a public route outside the main layout, so it has its own main. */
export function McqPage() {
  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <PageTitle>Technical Competency Assessment</PageTitle>
    </Container>
  );
}
