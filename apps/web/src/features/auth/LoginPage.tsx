import { useEffect, useRef, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Divider, Paper, Stack, Typography } from '@mui/material';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../app/api-errors.ts';
import { CenteredSpinner } from '../../ui/CenteredSpinner.tsx';
import { DevSignInForm } from './DevSignInForm.tsx';
import { GoogleSignInButton } from './GoogleSignInButton.tsx';
import { isInterviewAddress, readOidcRedirect, readReturnAddress } from './return-address.ts';
import { useAuth } from './useAuth.ts';
import { useAuthProviders } from './useAuthProviders.ts';

/** spec part 1 §2 'Sign-in page'. */
export function LoginPage() {
  const { user, error, acceptAccessToken } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const providers = useAuthProviders();
  const [oidcRedirect] = useState(() => readOidcRedirect(location.hash));
  const hasHandledRedirect = useRef(false);

  const returnAddress =
    (oidcRedirect !== null && 'returnTo' in oidcRedirect ? oidcRedirect.returnTo : null) ??
    readReturnAddress(location.search, location.state);

  useEffect(() => {
    if (oidcRedirect === null || hasHandledRedirect.current) return;
    hasHandledRedirect.current = true;
    // The token must not stay in the address bar or the history; the return address moves to the query so it
    // survives the role screen, which replaces this page for a new user.
    const search =
      'returnTo' in oidcRedirect && oidcRedirect.returnTo !== null
        ? `?${new URLSearchParams({ returnTo: oidcRedirect.returnTo })}`
        : location.search;
    navigate({ pathname: location.pathname, search }, { replace: true, state: location.state });
    if ('accessToken' in oidcRedirect) void acceptAccessToken(oidcRedirect.accessToken);
  }, [oidcRedirect, acceptAccessToken, navigate, location.pathname, location.search, location.state]);

  if (user !== null) return <Navigate to={returnAddress ?? '/'} replace />;

  const redirectError = oidcRedirect !== null && 'error' in oidcRedirect ? oidcRedirect.error : null;
  const shownError = error ?? redirectError;
  const expectedEmail = searchParams.get('email');

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Paper elevation={3} sx={{ width: 420, maxWidth: '100%', p: 4 }}>
        <Typography variant="h5" component="h1" align="center" gutterBottom>
          Sign in to Viva
        </Typography>
        {isInterviewAddress(returnAddress) && (
          <Alert severity="info" sx={{ mb: 2 }}>
            <AlertTitle>Interview Access Required</AlertTitle>
            {expectedEmail !== null && expectedEmail !== ''
              ? `Please sign in with ${expectedEmail} to access your interview.`
              : 'Please sign in with the email address your interview link was sent to.'}
            <Box sx={{ mt: 1.5 }}>
              <Button variant="outlined" color="inherit" size="small" onClick={() => navigate('/')}>
                Return to Home
              </Button>
            </Box>
          </Alert>
        )}
        {shownError !== null && (
          <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
            {shownError}
          </Alert>
        )}
        {providers.isPending && <CenteredSpinner label="Loading sign-in options" />}
        {providers.isError && (
          <Alert severity="error">
            {errorMessage(providers.error, 'Failed to load the sign-in options.')}
          </Alert>
        )}
        {providers.data !== undefined && (
          <Stack spacing={2} divider={<Divider flexItem />}>
            {(providers.data.google_client_id !== null || providers.data.oidc !== null) && (
              <Stack spacing={1.5}>
                {providers.data.google_client_id !== null && (
                  <GoogleSignInButton clientId={providers.data.google_client_id} />
                )}
                {providers.data.oidc !== null && (
                  <Button
                    variant="contained"
                    size="large"
                    href={oidcStartAddress(providers.data.oidc.start_url, returnAddress ?? '/')}
                  >
                    Sign in with {providers.data.oidc.name}
                  </Button>
                )}
              </Stack>
            )}
            {providers.data.dev_login && <DevSignInForm defaultEmail={expectedEmail ?? ''} />}
            {providers.data.google_client_id === null &&
              providers.data.oidc === null &&
              !providers.data.dev_login && (
                <Alert severity="warning">No sign-in method is configured on this server.</Alert>
              )}
          </Stack>
        )}
      </Paper>
    </Box>
  );
}

function oidcStartAddress(startUrl: string, returnTo: string): string {
  const address = new URL(startUrl, window.location.origin);
  address.searchParams.set('return_to', returnTo);
  return address.origin === window.location.origin ? address.pathname + address.search : address.toString();
}
