import { Alert, Box, Button, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { errorMessage } from '../../app/api-errors.ts';
import { CenteredSpinner } from '../../ui/CenteredSpinner.tsx';
import { AccessSection, AccessTable } from './AccessSection.tsx';
import type { RoleAuditEntry } from '@viva/contracts';
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
        <AccessTable labelledBy="role-changes-title">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>User</TableCell>
              <TableCell>Change</TableCell>
              <TableCell>Role</TableCell>
              <TableCell sx={{ minWidth: 200 }}>Why</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.created_at)}</TableCell>
                <TableCell>{entry.user_email}</TableCell>
                <TableCell>
                  {actionLabel(entry.action)}
                  <Typography variant="body2" color="text.secondary">
                    by {actorLabel(entry)}
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {roleLabel(entry.from_role)} → {roleLabel(entry.to_role)}
                </TableCell>
                <TableCell>{entry.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </AccessTable>
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

/** Who made the change: configuration (ADMIN_EMAILS), the person themselves (their choice), or an admin. */
function actorLabel(entry: RoleAuditEntry): string {
  if (entry.actor_email === null) return 'configuration';
  return entry.actor_id === entry.user_id ? 'themselves' : entry.actor_email;
}
