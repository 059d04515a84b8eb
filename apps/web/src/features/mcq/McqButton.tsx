import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../app/api-errors.ts';
import { useNotifier } from '../../ui/useNotifier.ts';
import { useAuth } from '../auth/useAuth.ts';
import { generateMcqLink } from './mcq-api.ts';

export const MCQ_LINK_FAILED = 'Failed to generate MCQ test link. Please try again.';

/** spec part 1 §2 job card: MCQ opens the signed-in user's own assessment of the job in a new tab. */
export function McqButton({ jobPostingId }: { jobPostingId: string }) {
  const { user } = useAuth();
  const notify = useNotifier();
  const generate = useMutation({
    mutationFn: async (tab: Window | null) => ({
      tab,
      link: await generateMcqLink(jobPostingId, user!.email),
    }),
    onSuccess: ({ tab, link }) => {
      if (tab) tab.location.href = link.mcq_url;
      else window.location.assign(link.mcq_url);
    },
    onError: (error, tab) => {
      tab?.close();
      notify(errorMessage(error, MCQ_LINK_FAILED), 'error');
    },
  });

  const handleClick = () => {
    // Opened now, while the click still counts as the person's own: a tab opened after the call is a blocked popup.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    generate.mutate(tab);
  };

  return (
    <Button
      variant="outlined"
      size="small"
      disabled={user === null || generate.isPending}
      onClick={handleClick}
    >
      MCQ
    </Button>
  );
}
