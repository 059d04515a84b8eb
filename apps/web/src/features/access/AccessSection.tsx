import type { ReactNode } from 'react';
import { Card, CardContent, Table, TableContainer, Typography } from '@mui/material';

/** One titled part of the Users page. */
export function AccessSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * A table named by its section's title. On a narrow screen it scrolls sideways, so it can take the keyboard focus
 * to be scrolled without a mouse.
 */
export function AccessTable({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <TableContainer tabIndex={0} role="group" aria-labelledby={labelledBy}>
      <Table size="small" aria-labelledby={labelledBy}>
        {children}
      </Table>
    </TableContainer>
  );
}
