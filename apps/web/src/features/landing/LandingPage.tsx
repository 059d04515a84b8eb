import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAuth } from '../auth/useAuth.ts';

const DESCRIPTION =
  'Conduct intelligent interviews with AI agents that ask personalised questions based on job specifications ' +
  'and company culture, streamlining recruitment with automated conversational interviews.';

/** spec part 1 §2 'Landing page'. */
export function LandingPage() {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  if (isLoading) return null;

  return (
    <Box sx={{ textAlign: 'center', py: { xs: 4, md: 10 }, maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h3" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        AI-Powered Interview Platform
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 5 }}>
        {DESCRIPTION}
      </Typography>
      {user !== null ? (
        <Button component={RouterLink} to="/jobs" variant="contained" size="large">
          Browse Jobs &amp; Start Interview
        </Button>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Typography>Sign in to access the platform and start conducting AI interviews</Typography>
          <Button variant="contained" size="large" onClick={() => navigate('/login')}>
            Sign In
          </Button>
        </Stack>
      )}
    </Box>
  );
}
