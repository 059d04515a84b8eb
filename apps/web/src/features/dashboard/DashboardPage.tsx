import { Alert, Grid } from '@mui/material';
import { errorMessage } from '../../app/api-errors.ts';
import { CenteredSpinner } from '../../ui/CenteredSpinner.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { StatCard } from '../../ui/StatCard.tsx';
import { useDashboardStats } from './useDashboardStats.ts';

/**
 * spec part 1 §2 'Dashboard', with real counts instead of the sample figures (DESIGN.md), each within what the
 * viewer may see (the server decides: an admin everything, a recruiter their postings, a candidate their own).
 */
export function DashboardPage() {
  const stats = useDashboardStats();

  return (
    <>
      <PageTitle>Dashboard</PageTitle>
      {stats.isPending && <CenteredSpinner label="Loading dashboard" />}
      {stats.isError && (
        <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
          {errorMessage(stats.error, 'Failed to load dashboard statistics.')}
        </Alert>
      )}
      {stats.data !== undefined && (
        <Grid container spacing={3}>
          {/* A candidate's figures are their own: the platform's candidates are not theirs to count. */}
          {stats.data.candidates !== null && (
            <Grid size={{ xs: 12, md: 4 }}>
              <StatCard title="Candidates" value={stats.data.candidates} />
            </Grid>
          )}
          <Grid size={{ xs: 12, md: 4 }}>
            <StatCard
              title="Job Applications"
              value={stats.data.job_applications.total}
              detail={`Open: ${stats.data.job_applications.open} | Closed: ${stats.data.job_applications.closed}`}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <StatCard
              title="Interviews"
              value={stats.data.interviews.total}
              detail={`Completed: ${stats.data.interviews.completed} | Scheduled: ${stats.data.interviews.scheduled}`}
            />
          </Grid>
        </Grid>
      )}
    </>
  );
}
