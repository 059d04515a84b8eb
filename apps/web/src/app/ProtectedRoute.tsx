import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { canAccessArea, type AccessArea } from '@viva/contracts';
import { useAuth } from '../features/auth/useAuth.ts';
import { CenteredSpinner } from '../ui/CenteredSpinner.tsx';

/** spec part 1 §2 'Protected route behaviour'. Without `area` the page needs only a signed-in user. */
export function ProtectedRoute({ area, children }: { area?: AccessArea; children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <CenteredSpinner />;
  if (user === null) return <Navigate to="/" replace />;
  if (area !== undefined && !canAccessArea(user.role, area)) {
    // A user who cannot even open the dashboard would bounce between it and itself.
    return <Navigate to={area === 'dashboard' ? '/' : '/dashboard'} replace />;
  }
  return children;
}
