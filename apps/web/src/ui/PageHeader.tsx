import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PageTitle } from './PageTitle.tsx';

/** A page's title row: its h1 (with an optional line under it) and, on the right, the page's main action. */
export function PageHeader({
  title,
  subtitle,
  action,
}: {
  title: string;
  subtitle?: string;
  action?: ReactNode;
}) {
  const heading = <PageTitle>{title}</PageTitle>;
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 2,
      }}
    >
      {subtitle === undefined ? (
        heading
      ) : (
        <Box>
          {heading}
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {subtitle}
          </Typography>
        </Box>
      )}
      {action}
    </Box>
  );
}
