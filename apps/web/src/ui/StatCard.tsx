import { Card, CardContent, Typography } from '@mui/material';

type StatCardProps = {
  title: string;
  value: number;
  /** A line under the figure, e.g. 'Open: 8 | Closed: 7'. */
  detail?: string;
};

export function StatCard({ title, value, detail }: StatCardProps) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" color="text.secondary" gutterBottom>
          {title}
        </Typography>
        <Typography variant="h3" component="p" sx={{ fontWeight: 700 }}>
          {value}
        </Typography>
        {detail !== undefined && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {detail}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
