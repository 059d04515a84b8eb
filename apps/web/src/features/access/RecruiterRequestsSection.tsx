import { Alert, Button, Stack, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { errorMessage } from '../../app/api-errors.ts';
import { CenteredSpinner } from '../../ui/CenteredSpinner.tsx';
import { AccessSection, AccessTable } from './AccessSection.tsx';
import { formatDateTime, type RoleChange } from './role-change.ts';
import { useRecruiterRequests } from './useAccess.ts';

/** Pending recruiter requests, oldest first, each with Approve and Decline. */
export function RecruiterRequestsSection({ onChange }: { onChange: (change: RoleChange) => void }) {
  const requests = useRecruiterRequests();
  return (
    <AccessSection id="recruiter-requests-title" title="Recruiter requests">
      {requests.isPending && <CenteredSpinner label="Loading recruiter requests" />}
      {requests.isError && (
        <Alert severity="error">{errorMessage(requests.error, 'Failed to load recruiter requests.')}</Alert>
      )}
      {requests.data?.length === 0 && <Typography color="text.secondary">No pending requests.</Typography>}
      {requests.data !== undefined && requests.data.length > 0 && (
        <AccessTable labelledBy="recruiter-requests-title">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Requested</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {requests.data.map((request) => {
              const person = { email: request.email, full_name: request.full_name };
              return (
                <TableRow key={request.id}>
                  <TableCell>{request.full_name ?? '—'}</TableCell>
                  <TableCell>{request.email}</TableCell>
                  <TableCell>{formatDateTime(request.requested_at)}</TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      <Button
                        size="small"
                        variant="contained"
                        aria-label={`Approve ${request.email}`}
                        onClick={() => onChange({ kind: 'approve', requestId: request.id, person })}
                      >
                        Approve
                      </Button>
                      <Button
                        size="small"
                        variant="outlined"
                        color="error"
                        aria-label={`Decline ${request.email}`}
                        onClick={() => onChange({ kind: 'decline', requestId: request.id, person })}
                      >
                        Decline
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </AccessTable>
      )}
    </AccessSection>
  );
}
