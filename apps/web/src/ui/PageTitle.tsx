import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The one h1 of a page. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h4" component="h1" gutterBottom>
      {children}
    </Typography>
  );
}
