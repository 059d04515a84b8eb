import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useAuth } from './useAuth.ts';

/**
 * spec part 1 §2: a spinner while the stored session is checked. When the server does not answer, the session is
 * kept and the check goes on (issue 7); a short message under the spinner says so and offers to try at once.
 */
export function SessionCheckPending() {
  const { sessionCheckProblem, retrySessionCheck } = useAuth();
  return (
    <Stack
      component="main"
      spacing={3}
      sx={{ alignItems: 'center', justifyContent: 'center', minHeight: '50vh', px: 2 }}
    >
      <CircularProgress aria-label="Checking your session" />
      {sessionCheckProblem !== null && (
        <Alert
          severity="warning"
          sx={{ maxWidth: 560 }}
          action={
            <Button color="inherit" size="small" onClick={retrySessionCheck}>
              Retry
            </Button>
          }
        >
          {sessionCheckProblem}
        </Alert>
      )}
    </Stack>
  );
}
