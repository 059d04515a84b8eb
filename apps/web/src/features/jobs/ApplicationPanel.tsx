import { Box, Button, Typography } from '@mui/material';

type ApplicationPanelProps = {
  id: string;
  onClose: () => void;
};

/**
 * spec part 1 §2: Apply opens 'Record Your Application' under the card. Recording arrives with the interviews
 * work; until then the panel says so plainly instead of pretending.
 */
export function ApplicationPanel({ id, onClose }: ApplicationPanelProps) {
  const titleId = `${id}-title`;
  return (
    <Box
      id={id}
      component="section"
      aria-labelledby={titleId}
      sx={{ mx: 2, mb: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'action.hover' }}
    >
      <Typography id={titleId} variant="subtitle1" component="h3" gutterBottom>
        Record Your Application
      </Typography>
      <Typography variant="body2" gutterBottom>
        Recording an application is not available yet.
      </Typography>
      <Button onClick={onClose}>Close</Button>
    </Box>
  );
}
