import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { canPerform, type User } from '@viva/contracts';
import { errorMessage } from '../../app/api-errors.ts';
import { CenteredSpinner } from '../../ui/CenteredSpinner.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { useAuth } from '../auth/useAuth.ts';
import { SettingsForm } from './SettingsForm.tsx';
import { useSettings } from './useSettings.ts';

/** spec part 2 §2.9. The route guard guarantees a signed-in user. */
export function SettingsPage() {
  const { user } = useAuth();
  const settings = useSettings();
  if (user === null) return null;

  return (
    <>
      <PageTitle>Settings</PageTitle>
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        <AccountInfo user={user} />
        <Card component="section" aria-labelledby="interview-settings-title">
          <CardContent>
            <Typography id="interview-settings-title" variant="h6" component="h2" gutterBottom>
              Interview settings
            </Typography>
            {settings.isPending && <CenteredSpinner label="Loading settings" />}
            {settings.isError && (
              <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
                {errorMessage(settings.error, 'Failed to load settings.')}
              </Alert>
            )}
            {settings.data !== undefined && (
              <SettingsForm
                initialSettings={settings.data}
                canSetLinkExpiration={canPerform(user.role, 'setInterviewLinkExpiration')}
              />
            )}
          </CardContent>
        </Card>
      </Stack>
    </>
  );
}

function AccountInfo({ user }: { user: User }) {
  return (
    <Card component="section" aria-labelledby="account-title">
      <CardContent>
        <Typography id="account-title" variant="h6" component="h2" gutterBottom>
          Account
        </Typography>
        <Typography>
          <strong>Email:</strong> {user.email}
        </Typography>
        <Typography>
          <strong>Role:</strong> {user.role === null ? 'Not set' : capitalize(user.role)}
        </Typography>
      </CardContent>
    </Card>
  );
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
