import { Alert, Grid, Typography } from '@mui/material';
import { canPerform, type JobSummary, type Role } from '@viva/contracts';
import { ApiError } from '../../app/api-errors.ts';
import { CenteredSpinner } from '../../ui/CenteredSpinner.tsx';
import { JobCard } from './JobCard.tsx';
import { useJobPostings } from './useJobPostings.ts';

/** spec part 1 §8 'Job list'. */
export function jobListErrorMessage(error: Error): string {
  if (error instanceof ApiError && error.status === 401) return 'Please log in to view job postings.';
  if (error instanceof ApiError && error.status === 403)
    return 'You do not have permission to view job postings.';
  return `Failed to fetch jobs: ${error.message}`;
}

type JobPostingsListProps = {
  role: Role | null;
  onViewDetails: (job: JobSummary) => void;
  onShowInterviews: (job: JobSummary) => void;
  onDelete: (job: JobSummary) => void;
};

/** The two-column grid of postings (one column on small screens), newest first. */
export function JobPostingsList({ role, onViewDetails, onShowInterviews, onDelete }: JobPostingsListProps) {
  const jobs = useJobPostings();

  if (jobs.isPending) return <CenteredSpinner label="Loading job postings" />;
  if (jobs.isError) {
    return (
      <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
        {jobListErrorMessage(jobs.error)}
      </Alert>
    );
  }
  if (jobs.data.length === 0) {
    return (
      <Typography color="text.secondary">
        No job postings yet.{canPerform(role, 'postJob') && ' Use Post a Job to create the first one.'}
      </Typography>
    );
  }
  return (
    <Grid container spacing={3}>
      {jobs.data.map((job) => (
        <Grid key={job.id} size={{ xs: 12, md: 6 }}>
          <JobCard
            job={job}
            role={role}
            onViewDetails={onViewDetails}
            onShowInterviews={onShowInterviews}
            onDelete={onDelete}
          />
        </Grid>
      ))}
    </Grid>
  );
}
