import {
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { displayNameOf, type User } from '@viva/contracts';

type CandidatesTableProps = {
  users: User[];
  /** Recruiters and admins also get Send Interview Link and Delete (spec part 2 §2.1), and Send MCQ Link. */
  canManage: boolean;
  onView: (user: User) => void;
  onSendLink: (user: User) => void;
  onSendMcqLink: (user: User) => void;
  onDelete: (user: User) => void;
};

/** spec part 2 §2.1: Name, Email, Role and Actions. */
export function CandidatesTable({
  users,
  canManage,
  onView,
  onSendLink,
  onSendMcqLink,
  onDelete,
}: CandidatesTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Candidates">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Role</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>No candidates yet.</TableCell>
            </TableRow>
          )}
          {users.map((user) => (
            <TableRow key={user.id} hover>
              <TableCell>{displayNameOf(user)}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{user.email}</TableCell>
              <TableCell>{user.role ?? 'Not set'}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                  <Button size="small" onClick={() => onView(user)}>
                    View
                  </Button>
                  {canManage && (
                    <Button size="small" onClick={() => onSendLink(user)}>
                      Send Interview Link
                    </Button>
                  )}
                  {canManage && (
                    <Button size="small" onClick={() => onSendMcqLink(user)}>
                      Send MCQ Link
                    </Button>
                  )}
                  {canManage && (
                    <Button size="small" color="error" onClick={() => onDelete(user)}>
                      Delete
                    </Button>
                  )}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
