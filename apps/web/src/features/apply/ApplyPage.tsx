import { Alert, Card, CardContent, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { widgetDynamicVariables } from '@viva/contracts';
import { InlineSpinner } from '../../ui/InlineSpinner.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { fetchInterviewer } from '../interviews/interviews-api.ts';
import { VoiceAgentWidget } from '../interviews/VoiceAgentWidget.tsx';

/**
 * spec part 2 §2.11 'Apply for Jobs': an empty card and the voice-interview widget with no inputs, so the widget's
 * defaults apply. The built-in interviewer asks a job's questions, so without a voice agent the page points to the
 * jobs, where Apply starts it.
 */
export function ApplyPage() {
  const interviewer = useQuery({ queryKey: ['interviewer'], queryFn: fetchInterviewer, staleTime: Infinity });
  return (
    <>
      <PageTitle>Apply for Jobs</PageTitle>
      <Card sx={{ mb: 3 }}>
        <CardContent>
          {interviewer.isPending && <InlineSpinner label="Loading the interviewer" />}
          {interviewer.isError && (
            <Alert severity="error">The interviewer could not be loaded. Please try again.</Alert>
          )}
          {interviewer.data?.kind === 'built-in' && (
            <Typography>
              Interviews are held for a job posting: open{' '}
              <Link component={RouterLink} to="/jobs">
                the job postings
              </Link>{' '}
              and press Apply on the job you want.
            </Typography>
          )}
        </CardContent>
      </Card>
      {interviewer.data?.kind === 'elevenlabs' && (
        <VoiceAgentWidget
          agentId={interviewer.data.agent_id}
          userId={interviewer.data.user_id}
          serverLocation={interviewer.data.server_location}
          dynamicVariables={widgetDynamicVariables()}
        />
      )}
    </>
  );
}
