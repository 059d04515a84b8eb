import { useState } from 'react';
import { Stack } from '@mui/material';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { RecruiterRequestsSection } from './RecruiterRequestsSection.tsx';
import { RoleAuditSection } from './RoleAuditSection.tsx';
import { RoleChangeDialog } from './RoleChangeDialog.tsx';
import { UsersSection } from './UsersSection.tsx';
import type { RoleChange } from './role-change.ts';

/**
 * The admins' Users page (issue 15): recruiter requests to answer, everyone's role, and the record of every role
 * change. The route guard lets only admins in; the server checks again on every call.
 */
export function UsersPage() {
  const [change, setChange] = useState<RoleChange | null>(null);
  return (
    <>
      <PageTitle>Users</PageTitle>
      <Stack spacing={3}>
        <RecruiterRequestsSection onChange={setChange} />
        <UsersSection onChange={setChange} />
        <RoleAuditSection />
      </Stack>
      {change !== null && (
        <RoleChangeDialog key={JSON.stringify(change)} change={change} onClose={() => setChange(null)} />
      )}
    </>
  );
}
