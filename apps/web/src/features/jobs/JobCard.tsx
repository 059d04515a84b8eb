import { useId, useState } from 'react';
import { Button, Card, CardActions, CardContent, Chip, IconButton, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { canPerform, type JobSummary, type Role } from '@viva/contracts';
import { McqButton } from '../mcq/McqButton.tsx';
import { ApplicationPanel } from './ApplicationPanel.tsx';
import { formatPostedDate } from './posted-date.ts';

type JobCardProps = {
  job: JobSummary;
  role: Role | null;
  onViewDetails: (job: JobSummary) => void;
  onShowInterviews: (job: JobSummary) => void;
  onDelete: (job: JobSummary) => void;
};

/** One posting in the grid of spec part 1 §2 'Available Job Postings page'. */
export function JobCard({ job, role, onViewDetails, onShowInterviews, onDelete }: JobCardProps) {
  const [isApplying, setIsApplying] = useState(false);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const panelId = `${baseId}-application`;

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography id={titleId} variant="h6" component="h2">
            {job.position}
          </Typography>
          {job.can_manage && canPerform(role, 'deleteJob') && (
            <IconButton aria-label="Delete job posting" onClick={() => onDelete(job)} edge="end">
              <DeleteIcon />
            </IconButton>
          )}
        </Stack>
        <Typography color="text.secondary">{job.company}</Typography>
        <Typography color="text.secondary">{job.location}</Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
          <Chip label={job.type} size="small" />
          <Typography variant="body2" color="text.secondary">
            <time dateTime={job.posted}>{formatPostedDate(job.posted)}</time>
          </Typography>
        </Stack>
      </CardContent>
      <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        {/* Only the posting's recruiter and admins review its interviews; everyone else sees the count. */}
        <Button
          variant="outlined"
          size="small"
          disabled={job.interview_count === 0 || !job.can_manage || !canPerform(role, 'viewJobCandidates')}
          onClick={() => onShowInterviews(job)}
        >
          Interviews ({job.interview_count})
        </Button>
        <Button variant="outlined" size="small" onClick={() => onViewDetails(job)}>
          View Details
        </Button>
        {canPerform(role, 'applyToJob') && (
          <Button
            variant="contained"
            size="small"
            aria-expanded={isApplying}
            aria-controls={isApplying ? panelId : undefined}
            onClick={() => setIsApplying((isOpen) => !isOpen)}
          >
            Apply
          </Button>
        )}
        {job.mcq_question_count > 0 && canPerform(role, 'takeMcq') && <McqButton jobPostingId={job.id} />}
      </CardActions>
      {isApplying && <ApplicationPanel id={panelId} job={job} onClose={() => setIsApplying(false)} />}
    </Card>
  );
}
