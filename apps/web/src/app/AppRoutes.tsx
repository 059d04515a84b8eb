import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { LandingPage } from '../features/landing/LandingPage.tsx';
import { CenteredSpinner } from '../ui/CenteredSpinner.tsx';
import { FEATURE_PAGES, type FeaturePage } from './feature-pages.ts';
import { MainLayout } from './layout/MainLayout.tsx';
import { ProtectedRoute } from './ProtectedRoute.tsx';

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<CenteredSpinner label="Loading page" />}>{children}</Suspense>;
}

function guarded({ page: PageComponent, access }: FeaturePage) {
  const page = (
    <Page>
      <PageComponent />
    </Page>
  );
  if (access === 'public') return page;
  return <ProtectedRoute area={access === 'signed-in' ? undefined : access}>{page}</ProtectedRoute>;
}

/** The route table of spec part 1 §2: the emailed-link pages stand alone, the rest sit in the main layout. */
export function AppRoutes() {
  const publicPages = FEATURE_PAGES.filter((page) => page.access === 'public');
  const layoutPages = FEATURE_PAGES.filter((page) => page.access !== 'public');
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      {publicPages.map((page) => (
        <Route key={page.path} path={page.path} element={guarded(page)} />
      ))}
      <Route element={<MainLayout />}>
        <Route index element={<LandingPage />} />
        {layoutPages.map((page) => (
          <Route key={page.path} path={page.path} element={guarded(page)} />
        ))}
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
