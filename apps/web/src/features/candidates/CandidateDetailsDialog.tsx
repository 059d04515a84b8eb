import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { displayNameOf, type User } from '@viva/contracts';
import { CandidateCvTab } from './CandidateCvTab.tsx';
import { CandidateQaTab } from './CandidateQaTab.tsx';

const TABS = ['CV', 'Q&A'] as const;

/** spec part 2 §2.2 'Candidate details dialog (opened by View)'. */
export function CandidateDetailsDialog({ candidate, onClose }: { candidate: User; onClose: () => void }) {
  const [tab, setTab] = useState<(typeof TABS)[number]>('CV');
  return (
    <Dialog open onClose={onClose} aria-labelledby="candidate-details-title" fullWidth maxWidth="md">
      <DialogTitle id="candidate-details-title">{displayNameOf(candidate)}</DialogTitle>
      <DialogContent>
        <Typography variant="body2">Email: {candidate.email}</Typography>
        {candidate.telephone !== null && (
          <Typography variant="body2">Telephone: {candidate.telephone}</Typography>
        )}
        <Tabs
          value={tab}
          onChange={(_event, value: (typeof TABS)[number]) => setTab(value)}
          sx={{ mt: 2, mb: 2 }}
        >
          {TABS.map((name) => (
            <Tab
              key={name}
              label={name}
              value={name}
              id={`candidate-tab-${name}`}
              aria-controls="candidate-tab-panel"
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id="candidate-tab-panel" aria-labelledby={`candidate-tab-${tab}`}>
          {tab === 'CV' ? <CandidateCvTab userId={candidate.id} /> : <CandidateQaTab userId={candidate.id} />}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
