import { useEffect, useState } from 'react';
import { Button } from '@mui/material';
import GoogleIcon from '@mui/icons-material/Google';
import { loadGoogleIdentity, requestGoogleAccessToken } from './google-identity.ts';
import { useAuth } from './useAuth.ts';

type GoogleAccounts = Awaited<ReturnType<typeof loadGoogleIdentity>>;

/** Rendered only when the server has a Google client id, so Google's script loads only then. */
export function GoogleSignInButton({ clientId }: { clientId: string }) {
  const { signInWithProvider, reportProviderFailure } = useAuth();
  const [accounts, setAccounts] = useState<GoogleAccounts | null>(null);
  const [isLoading, setIsLoading] = useState(true);

  useEffect(() => {
    let isCancelled = false;
    loadGoogleIdentity()
      .then((loaded) => {
        if (!isCancelled) setAccounts(loaded);
      })
      .catch((error: unknown) => console.error(error))
      .finally(() => {
        if (!isCancelled) setIsLoading(false);
      });
    return () => {
      isCancelled = true;
    };
  }, []);

  const handleClick = async () => {
    if (accounts === null) {
      reportProviderFailure('Google');
      return;
    }
    let accessToken: string;
    try {
      accessToken = await requestGoogleAccessToken(accounts, clientId);
    } catch (error) {
      console.error(error);
      reportProviderFailure('Google');
      return;
    }
    await signInWithProvider('google', accessToken);
  };

  return (
    <Button
      variant="contained"
      size="large"
      startIcon={<GoogleIcon />}
      disabled={isLoading}
      onClick={handleClick}
    >
      Sign in with Google
    </Button>
  );
}
