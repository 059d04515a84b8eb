import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { MCQ_WRONG_USER, type McqResponse } from '@viva/contracts';
import { useAuth } from '../auth/useAuth.ts';
import { useAuthProviders } from '../auth/useAuthProviders.ts';

type LinkOnly = Extract<McqResponse, { access: 'sign_in_required' | 'wrong_user' }>;

/** spec part 2 §2.14 'Authentication Required': whom the assessment is for, and how to become that user. */
export function McqAuthStep({ link, token }: { link: LinkOnly; token: string }) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const providers = useAuthProviders();
  const signInAddress = `/login?${new URLSearchParams({ returnTo: `/mcq/${token}`, email: link.candidate_email })}`;
  const signInLabel = providers.data?.google_client_id ? 'Sign in with Google' : 'Sign In';

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        Authentication Required
      </Typography>
      <Typography gutterBottom>
        This assessment for {link.position} at {link.company} is for <strong>{link.candidate_email}</strong>.
        Please sign in with that account to take it.
      </Typography>
      {link.access === 'wrong_user' ? (
        <>
          <Alert severity="warning" sx={{ my: 2 }}>
            {MCQ_WRONG_USER}
          </Alert>
          <Typography gutterBottom>
            You are signed in as <strong>{user?.email}</strong>.
          </Typography>
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            <Button variant="outlined" onClick={logout}>
              Logout
            </Button>
            <Button
              variant="contained"
              onClick={() => {
                logout();
                navigate(signInAddress);
              }}
            >
              Login with Correct Account
            </Button>
          </Stack>
        </>
      ) : (
        <Button variant="contained" sx={{ mt: 2 }} onClick={() => navigate(signInAddress)}>
          {signInLabel}
        </Button>
      )}
    </Paper>
  );
}
