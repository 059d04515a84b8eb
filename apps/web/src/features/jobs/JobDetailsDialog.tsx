import { useId, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { JobSummary } from '@viva/contracts';
import { CenteredSpinner } from '../../ui/CenteredSpinner.tsx';
import { McqStatisticsView } from '../mcq/McqStatisticsView.tsx';
import { JobSpecsQuestionsEditor } from './JobSpecsQuestionsEditor.tsx';
import { useJobPosting, useJobPostingPdfs } from './useJobPostings.ts';
import { WorkRequirementsEditor } from './WorkRequirementsEditor.tsx';

type TabName = 'specs' | 'questions' | 'requirements' | 'culture' | 'statistics';

const TAB_LABELS: Record<TabName, string> = {
  specs: 'Job Specs',
  questions: 'Job Specs Questions',
  requirements: 'Work Requirements',
  culture: 'Company Culture',
  statistics: 'Assessment Statistics',
};

type JobDetailsDialogProps = {
  job: JobSummary;
  onClose: () => void;
};

/** spec part 1 §2 'Job details dialog': 90vh tall, large; the editing tabs only for the posting's managers. */
export function JobDetailsDialog({ job, onClose }: JobDetailsDialogProps) {
  const [tab, setTab] = useState<TabName>('specs');
  const details = useJobPosting(job.id);
  const pdfs = useJobPostingPdfs(job.id);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  // The MCQ's item statistics (issue 11) are the managers' too, when the job has questions.
  const tabs: TabName[] = job.can_manage
    ? [
        'specs',
        'questions',
        'requirements',
        'culture',
        ...(job.mcq_question_count > 0 ? ['statistics' as const] : []),
      ]
    : ['specs', 'culture'];
  const tabId = (name: TabName) => `${baseId}-tab-${name}`;
  const panelId = (name: TabName) => `${baseId}-panel-${name}`;
  const title = `${job.position} at ${job.company}`;

  const renderPanel = (): ReactNode => {
    if (details.isError || pdfs.isError) {
      return <Alert severity="error">Failed to load job details. Please try again.</Alert>;
    }
    if (details.data === undefined || pdfs.data === undefined)
      return <CenteredSpinner label="Loading job details" />;
    switch (tab) {
      case 'specs':
        return <PdfFrame url={pdfs.data.jobSpecsUrl} title={`Job specification for ${title}`} />;
      case 'questions':
        return (
          <JobSpecsQuestionsEditor jobPostingId={job.id} questions={details.data.jobSpecsQuestions ?? []} />
        );
      case 'requirements':
        return (
          <WorkRequirementsEditor
            jobPostingId={job.id}
            requirements={details.data.jobSpecWorkRequirements ?? []}
          />
        );
      case 'culture':
        return pdfs.data.companyCultureUrl === null ? (
          <Typography color="text.secondary">
            No company culture document was uploaded for this job posting.
          </Typography>
        ) : (
          <PdfFrame url={pdfs.data.companyCultureUrl} title={`Company culture of ${job.company}`} />
        );
      case 'statistics':
        return <McqStatisticsView jobPostingId={job.id} />;
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { height: '90vh' } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: TabName) => setTab(value)}
          variant="scrollable"
          aria-label="Job details"
        >
          {tabs.map((name) => (
            <Tab
              key={name}
              value={name}
              label={TAB_LABELS[name]}
              id={tabId(name)}
              aria-controls={panelId(name)}
            />
          ))}
        </Tabs>
      </Box>
      <DialogContent
        role="tabpanel"
        // A panel of text only (the statistics table) scrolls: the keyboard must reach it (WAI-ARIA tabs pattern).
        tabIndex={0}
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
        sx={{ display: 'flex', flexDirection: 'column' }}
      >
        {renderPanel()}
      </DialogContent>
    </Dialog>
  );
}

/** The signed URL serves the PDF inline from our own origin, so the browser's viewer shows it in the frame. */
function PdfFrame({ url, title }: { url: string; title: string }) {
  return (
    <Box
      component="iframe"
      src={url}
      title={title}
      sx={{ flexGrow: 1, width: '100%', minHeight: 400, border: 0 }}
    />
  );
}
