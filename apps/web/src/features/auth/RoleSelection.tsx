import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { RECRUITER_REQUEST_SENT_MESSAGE, type RoleChoiceRequest } from '@viva/contracts';
import { errorMessage } from '../../app/api-errors.ts';
import { useAuth } from './useAuth.ts';

type RoleChoice = RoleChoiceRequest['role'];

/**
 * spec part 1 §2 'Choose Your Role': shown instead of the routes until a role is chosen. Where recruiter access
 * must be granted (issue 15), choosing Recruiter sends a request instead, and the screen says so before closing.
 */
export function RoleSelection() {
  const { chooseRole, closeRoleSelection } = useAuth();
  const [pendingRole, setPendingRole] = useState<RoleChoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isRequestSent, setIsRequestSent] = useState(false);

  const handleChoose = async (role: RoleChoice) => {
    setPendingRole(role);
    setError(null);
    try {
      const { isRecruiterRequestPending } = await chooseRole(role);
      setIsRequestSent(isRecruiterRequestPending);
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to update role'));
      setPendingRole(null);
    }
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Paper elevation={3} sx={{ width: 400, maxWidth: '100%', p: 4 }}>
        <Typography variant="h5" component="h1" gutterBottom align="center">
          Choose Your Role
        </Typography>
        {!isRequestSent && (
          <Typography color="text.secondary" align="center" sx={{ mb: 3 }}>
            Please select the role that best describes you
          </Typography>
        )}
        {error !== null && (
          <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
            {error}
          </Alert>
        )}
        {isRequestSent ? (
          <Stack spacing={2}>
            <Alert severity="info">{RECRUITER_REQUEST_SENT_MESSAGE}</Alert>
            <Button variant="contained" size="large" onClick={closeRoleSelection} autoFocus>
              Continue
            </Button>
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Button
              variant="contained"
              size="large"
              disabled={pendingRole !== null}
              onClick={() => handleChoose('recruiter')}
            >
              Recruiter
            </Button>
            <Button
              variant="contained"
              size="large"
              disabled={pendingRole !== null}
              onClick={() => handleChoose('candidate')}
            >
              Candidate
            </Button>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
