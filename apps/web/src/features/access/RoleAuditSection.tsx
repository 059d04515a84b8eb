import {
  Alert,
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { errorMessage } from '../../app/api-errors.ts';
import { CenteredSpinner } from '../../ui/CenteredSpinner.tsx';
import { AccessSection } from './AccessSection.tsx';
import { actionLabel, formatDateTime, roleLabel } from './role-change.ts';
import { useRoleAudit } from './useAccess.ts';

/** The append-only record of role changes, newest first, older pages on request. */
export function RoleAuditSection() {
  const audit = useRoleAudit();
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <AccessSection id="role-changes-title" title="Role changes">
      {audit.isPending && <CenteredSpinner label="Loading role changes" />}
      {audit.isError && (
        <Alert severity="error">{errorMessage(audit.error, 'Failed to load the role changes.')}</Alert>
      )}
      {audit.isSuccess && entries.length === 0 && (
        <Typography color="text.secondary">No role changes yet.</Typography>
      )}
      {entries.length > 0 && (
        <TableContainer>
          <Table size="small" aria-labelledby="role-changes-title">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>User</TableCell>
                <TableCell>Change</TableCell>
                <TableCell>From</TableCell>
                <TableCell>To</TableCell>
                <TableCell>By</TableCell>
                <TableCell>Why</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.created_at)}</TableCell>
                  <TableCell>{entry.user_email}</TableCell>
                  <TableCell>{actionLabel(entry.action)}</TableCell>
                  <TableCell>{roleLabel(entry.from_role)}</TableCell>
                  <TableCell>{roleLabel(entry.to_role)}</TableCell>
                  <TableCell>{entry.actor_email ?? 'Configuration'}</TableCell>
                  <TableCell>{entry.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {audit.hasNextPage && (
        <Box sx={{ mt: 2 }}>
          <Button onClick={() => audit.fetchNextPage()} disabled={audit.isFetchingNextPage}>
            {audit.isFetchingNextPage ? 'Loading...' : 'Show older changes'}
          </Button>
        </Box>
      )}
    </AccessSection>
  );
}
