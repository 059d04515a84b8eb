import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { canPerform, type JobSummary } from '@viva/contracts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useAuth } from '../auth/useAuth.ts';
import { InterviewsDialog } from '../interviews/InterviewsDialog.tsx';
import { DeleteJobPostingDialog } from './DeleteJobPostingDialog.tsx';
import { JobCreationProgressDialog } from './JobCreationProgressDialog.tsx';
import { JobDetailsDialog } from './JobDetailsDialog.tsx';
import { JobPostingForm } from './JobPostingForm.tsx';
import { JobPostingsList } from './JobPostingsList.tsx';
import { useJobPostingCreation } from './useJobPostingCreation.ts';

/** spec part 1 §2 'Available Job Postings page' (/jobs). The route guard guarantees a signed-in user. */
export function JobsPage() {
  const { user } = useAuth();
  const role = user?.role ?? null;
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [detailsJob, setDetailsJob] = useState<JobSummary | null>(null);
  const [jobToDelete, setJobToDelete] = useState<JobSummary | null>(null);
  const [interviewsJob, setInterviewsJob] = useState<JobSummary | null>(null);
  // spec part 1 §4: on completion the form is reset; closing it unmounts it, which clears every field.
  const creation = useJobPostingCreation({ onCompleted: () => setIsFormOpen(false) });

  return (
    <>
      <PageHeader
        title="Available Job Postings"
        action={
          canPerform(role, 'postJob') && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setIsFormOpen(true)}
              disabled={isFormOpen}
              sx={{ mb: 1 }}
            >
              Post a Job
            </Button>
          )
        }
      />
      {creation.error !== null && (
        <Alert severity="error" onClose={creation.dismissError} sx={{ mb: 3, whiteSpace: 'pre-line' }}>
          {creation.error}
        </Alert>
      )}
      {isFormOpen && canPerform(role, 'postJob') && (
        <JobPostingForm
          isDisabled={creation.isRunning}
          onSubmit={creation.start}
          onCancel={() => setIsFormOpen(false)}
          onInvalidFile={creation.reportError}
          onFileAccepted={creation.dismissError}
        />
      )}
      <JobPostingsList
        role={role}
        onViewDetails={setDetailsJob}
        onShowInterviews={setInterviewsJob}
        onDelete={setJobToDelete}
      />
      {creation.activeJobId !== null && (
        <JobCreationProgressDialog jobId={creation.activeJobId} record={creation.record} />
      )}
      {detailsJob !== null && <JobDetailsDialog job={detailsJob} onClose={() => setDetailsJob(null)} />}
      {interviewsJob !== null && (
        <InterviewsDialog job={interviewsJob} onClose={() => setInterviewsJob(null)} />
      )}
      {jobToDelete !== null && (
        <DeleteJobPostingDialog job={jobToDelete} onClose={() => setJobToDelete(null)} />
      )}
    </>
  );
}
