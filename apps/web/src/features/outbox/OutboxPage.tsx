import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Box, Chip, Container, Link, Pagination, Paper, Stack, Typography } from '@mui/material';
import type { OutboxMessage } from '@viva/contracts';
import { errorMessage } from '../../app/api-errors.ts';
import { InlineSpinner } from '../../ui/InlineSpinner.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { fetchOutbox } from './outbox-api.ts';

const STATUS_LABELS: Record<
  OutboxMessage['status'],
  { label: string; color: 'default' | 'success' | 'error' }
> = {
  outbox: { label: 'In outbox (no SMTP)', color: 'default' },
  queued: { label: 'Sending', color: 'default' },
  sent: { label: 'Sent', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

/** Admins' Outbox (issue 10): what Viva sent, or keeps here when no SMTP server is configured. */
export function OutboxPage() {
  const [page, setPage] = useState(1);
  const outbox = useQuery({
    queryKey: ['email-outbox', page],
    queryFn: () => fetchOutbox(page),
    placeholderData: keepPreviousData,
  });
  return (
    <Container maxWidth="lg">
      <PageTitle>Outbox</PageTitle>
      {outbox.data && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {outbox.data.smtp_configured
            ? 'Emails are sent through the SMTP server; their text is not kept once it accepted them.'
            : 'No SMTP server is configured: emails stay here. Copy a link from a message to pass it on.'}
        </Typography>
      )}
      {outbox.isPending && <InlineSpinner label="Loading the outbox" />}
      {outbox.isError && (
        <Alert severity="error">{errorMessage(outbox.error, 'Failed to load the outbox.')}</Alert>
      )}
      {outbox.data?.messages.length === 0 && <Typography>No emails yet.</Typography>}
      <Stack spacing={2}>
        {outbox.data?.messages.map((message) => (
          <OutboxMessageCard key={message.id} message={message} />
        ))}
      </Stack>
      {outbox.data && outbox.data.total > outbox.data.page_size && (
        <Pagination
          sx={{ mt: 2 }}
          count={Math.ceil(outbox.data.total / outbox.data.page_size)}
          page={page}
          onChange={(_, next) => setPage(next)}
        />
      )}
    </Container>
  );
}

function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  const status = STATUS_LABELS[message.status];
  return (
    <Paper component="article" aria-label={message.subject} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {message.subject}
        </Typography>
        <Chip size="small" label={status.label} color={status.color} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        To {message.to} · {new Date(message.created_at).toLocaleString()}
        {message.attempts > 0 && ` · ${message.attempts} ${message.attempts === 1 ? 'try' : 'tries'}`}
      </Typography>
      {message.last_error !== null && message.status !== 'sent' && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          Last error: {message.last_error}
        </Alert>
      )}
      {message.text !== null && (
        <Box
          component="pre"
          sx={{ mt: 1, mb: 0, whiteSpace: 'pre-wrap', fontFamily: 'inherit', fontSize: '0.875rem' }}
        >
          {withLinks(message.text)}
        </Box>
      )}
    </Paper>
  );
}

/** The message's text with its web addresses as links (text only: the HTML body is never rendered here). */
function withLinks(text: string) {
  return text.split(/(https?:\/\/[^\s<>"]+)/g).map((part, index) =>
    index % 2 === 1 ? (
      <Link key={index} href={part}>
        {part}
      </Link>
    ) : (
      part
    ),
  );
}
