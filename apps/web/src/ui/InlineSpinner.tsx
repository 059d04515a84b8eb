import { Box, CircularProgress } from '@mui/material';

/** A small spinner for a part of a screen that is loading (CenteredSpinner is for a whole page). */
export function InlineSpinner({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
      <CircularProgress size={28} aria-label={label} />
    </Box>
  );
}
