import { RoleSelection } from '../features/auth/RoleSelection.tsx';
import { SessionCheckPending } from '../features/auth/SessionCheckPending.tsx';
import { useAuth } from '../features/auth/useAuth.ts';
import { AppRoutes } from './AppRoutes.tsx';

/** spec part 1 §2: a spinner while the session is checked, the role screen instead of the routes until a role is chosen. */
export function AppContent() {
  const { user, isLoading, isRoleSelectionOpen } = useAuth();
  if (isLoading) return <SessionCheckPending />;
  if (user !== null && isRoleSelectionOpen) return <RoleSelection />;
  return <AppRoutes />;
}
