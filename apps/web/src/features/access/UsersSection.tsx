import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Chip,
  Stack,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { ManagedUser } from '@viva/contracts';
import { errorMessage } from '../../app/api-errors.ts';
import { CenteredSpinner } from '../../ui/CenteredSpinner.tsx';
import { AccessSection, AccessTable } from './AccessSection.tsx';
import { formatDateTime, roleLabel, type RoleChange } from './role-change.ts';
import { useManagedUsers } from './useAccess.ts';

const ROWS_PER_PAGE_OPTIONS = [25, 50, 100];
const SEARCH_DELAY_MS = 300;

/** Everyone with their role, newest first: search, pages, and the role changes an admin may make. */
export function UsersSection({ onChange }: { onChange: (change: RoleChange) => void }) {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(ROWS_PER_PAGE_OPTIONS[0]!);
  const users = useManagedUsers({ search, limit: rowsPerPage, offset: page * rowsPerPage });

  return (
    <AccessSection id="all-users-title" title="All users">
      <TextField
        label="Search by name or email"
        type="search"
        size="small"
        value={searchText}
        onChange={(event) => {
          setSearchText(event.target.value);
          setPage(0);
        }}
        sx={{ mb: 2, width: 360, maxWidth: '100%' }}
      />
      {users.isPending && <CenteredSpinner label="Loading users" />}
      {users.isError && <Alert severity="error">{errorMessage(users.error, 'Failed to load users.')}</Alert>}
      {users.data?.total === 0 && <Typography color="text.secondary">No users match.</Typography>}
      {users.data !== undefined && users.data.total > 0 && (
        <>
          <AccessTable labelledBy="all-users-title">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Joined</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {users.data.users.map((user) => (
                <TableRow key={user.id}>
                  <TableCell>{user.full_name ?? '—'}</TableCell>
                  <TableCell>{user.email}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <span>{roleLabel(user.role)}</span>
                      {user.pending_request_id !== null && (
                        <Chip size="small" variant="outlined" label="Requested recruiter" />
                      )}
                    </Stack>
                  </TableCell>
                  <TableCell>{formatDateTime(user.created_at)}</TableCell>
                  <TableCell align="right">
                    <RoleActions user={user} onChange={onChange} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </AccessTable>
          <TablePagination
            component="div"
            count={users.data.total}
            page={page}
            onPageChange={(_event, next) => setPage(next)}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
            // On a phone the controls wrap to a second line instead of running off the card.
            sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap' } }}
            onRowsPerPageChange={(event) => {
              setRowsPerPage(Number(event.target.value));
              setPage(0);
            }}
          />
        </>
      )}
    </AccessSection>
  );
}

/** Candidate and recruiter can be given or taken; admin comes only from ADMIN_EMAILS. */
function RoleActions({ user, onChange }: { user: ManagedUser; onChange: (change: RoleChange) => void }) {
  if (user.role === 'admin') {
    return (
      <Typography variant="body2" color="text.secondary">
        Set by ADMIN_EMAILS
      </Typography>
    );
  }
  const person = { email: user.email, full_name: user.full_name };
  const setRole = (role: 'candidate' | 'recruiter') =>
    onChange({ kind: 'set-role', userId: user.id, role, currentRole: user.role, person });
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      {user.role === null && (
        <Button size="small" aria-label={`Make candidate ${user.email}`} onClick={() => setRole('candidate')}>
          Make candidate
        </Button>
      )}
      {user.role === 'recruiter' ? (
        <Button
          size="small"
          color="error"
          aria-label={`Revoke recruiter access ${user.email}`}
          onClick={() => setRole('candidate')}
        >
          Revoke recruiter access
        </Button>
      ) : (
        <Button size="small" aria-label={`Make recruiter ${user.email}`} onClick={() => setRole('recruiter')}>
          Make recruiter
        </Button>
      )}
    </Stack>
  );
}

/** The value once it has stopped changing for `delayMs`: a search is sent when the typing pauses. */
function useDebouncedValue<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
