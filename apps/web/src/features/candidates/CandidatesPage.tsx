import { useState } from 'react';
import { Alert, Button, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useQueryClient } from '@tanstack/react-query';
import { canAccessArea, type User } from '@viva/contracts';
import { errorMessage } from '../../app/api-errors.ts';
import { InlineSpinner } from '../../ui/InlineSpinner.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useNotifier } from '../../ui/useNotifier.ts';
import { useAuth } from '../auth/useAuth.ts';
import { useAuthProviders } from '../auth/useAuthProviders.ts';
import { AddCandidateDialog } from './AddCandidateDialog.tsx';
import { CandidateDetailsDialog } from './CandidateDetailsDialog.tsx';
import { CandidatesTable } from './CandidatesTable.tsx';
import { DeleteCandidateDialog } from './DeleteCandidateDialog.tsx';
import { INTERVIEW_LINK, MCQ_LINK, SendLinkDialog, type LinkKind } from './SendLinkDialog.tsx';
import { CANDIDATES_KEY, useCandidates } from './useCandidates.ts';

/** spec part 2 §2.1 'Candidates screen' (/candidates, recruiters and admins). */
export function CandidatesPage() {
  const { user } = useAuth();
  const role = user?.role ?? null;
  const canManage = canAccessArea(role, 'candidates');
  const providers = useAuthProviders();
  const candidates = useCandidates();
  const queryClient = useQueryClient();
  const notify = useNotifier();
  const [isAdding, setIsAdding] = useState(false);
  const [viewing, setViewing] = useState<User | null>(null);
  const [linking, setLinking] = useState<{ candidate: User; kind: LinkKind } | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);

  return (
    <>
      <PageHeader
        title="Candidates"
        subtitle="Manage and review candidate applications"
        action={
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setIsAdding(true)}>
            Add Candidate
          </Button>
        }
      />
      {/* Design decision: the spec's debug line only when the server runs in development mode. */}
      {providers.data?.development_mode && (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mb: 1 }}>
          Debug: current role {role ?? 'none'}; Add Candidate button visible: yes
        </Typography>
      )}
      {candidates.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(candidates.error, 'Failed to fetch candidates.')}
        </Alert>
      )}
      {candidates.isPending ? (
        <InlineSpinner label="Loading candidates" />
      ) : (
        <CandidatesTable
          users={candidates.data ?? []}
          canManage={canManage}
          onView={setViewing}
          onSendLink={(candidate) => setLinking({ candidate, kind: INTERVIEW_LINK })}
          onSendMcqLink={(candidate) => setLinking({ candidate, kind: MCQ_LINK })}
          onDelete={setDeleting}
        />
      )}
      {isAdding && (
        <AddCandidateDialog
          onClose={() => setIsAdding(false)}
          onCandidateCreated={() => void queryClient.invalidateQueries({ queryKey: CANDIDATES_KEY })}
          onSucceeded={() => {
            setIsAdding(false);
            notify('Candidate created successfully with CV uploaded and Q&A pairs generated!', 'success');
          }}
        />
      )}
      {viewing !== null && <CandidateDetailsDialog candidate={viewing} onClose={() => setViewing(null)} />}
      {linking !== null && (
        <SendLinkDialog kind={linking.kind} candidate={linking.candidate} onClose={() => setLinking(null)} />
      )}
      {deleting !== null && (
        <DeleteCandidateDialog
          candidate={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            notify('Candidate deleted successfully', 'success');
          }}
        />
      )}
    </>
  );
}
