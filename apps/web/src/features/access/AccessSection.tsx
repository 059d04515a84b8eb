import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/** One titled part of the Users page; its table is named by the title. */
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
