import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { LandingPage } from '../features/landing/LandingPage.tsx';
import { CenteredSpinner } from '../ui/CenteredSpinner.tsx';
import { MainLayout } from './layout/MainLayout.tsx';
import { ProtectedRoute } from './ProtectedRoute.tsx';

/**
 * A page whose code is fetched the first time it is shown: the first screens (landing, sign-in) come with the
 * app, each feature's code only when its page opens.
 */
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const DashboardPage = lazyPage(() => import('../features/dashboard/DashboardPage.tsx'), 'DashboardPage');
const JobsPage = lazyPage(() => import('../features/jobs/JobsPage.tsx'), 'JobsPage');
const CandidatesPage = lazyPage(() => import('../features/candidates/CandidatesPage.tsx'), 'CandidatesPage');
const SpecsPage = lazyPage(() => import('../features/specs/SpecsPage.tsx'), 'SpecsPage');
const PracticePage = lazyPage(() => import('../features/practice/PracticePage.tsx'), 'PracticePage');
const CvPage = lazyPage(() => import('../features/cv/CvPage.tsx'), 'CvPage');
const SettingsPage = lazyPage(() => import('../features/settings/SettingsPage.tsx'), 'SettingsPage');
const ApplyPage = lazyPage(() => import('../features/apply/ApplyPage.tsx'), 'ApplyPage');
const GenericPage = lazyPage(() => import('../features/generic/GenericPage.tsx'), 'GenericPage');
const InterviewPage = lazyPage(() => import('../features/interview/InterviewPage.tsx'), 'InterviewPage');
const McqPage = lazyPage(() => import('../features/mcq/McqPage.tsx'), 'McqPage');

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<CenteredSpinner label="Loading page" />}>{children}</Suspense>;
}

/** The route table of spec part 1 §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route
        path="/interview/:token"
        element={
          <Page>
            <InterviewPage />
          </Page>
        }
      />
      <Route
        path="/mcq/:token"
        element={
          <Page>
            <McqPage />
          </Page>
        }
      />
      <Route element={<MainLayout />}>
        <Route index element={<LandingPage />} />
        <Route
          path="/dashboard"
          element={
            <ProtectedRoute area="dashboard">
              <Page>
                <DashboardPage />
              </Page>
            </ProtectedRoute>
          }
        />
        <Route
          path="/jobs"
          element={
            <ProtectedRoute area="jobs">
              <Page>
                <JobsPage />
              </Page>
            </ProtectedRoute>
          }
        />
        <Route
          path="/candidates"
          element={
            <ProtectedRoute area="candidates">
              <Page>
                <CandidatesPage />
              </Page>
            </ProtectedRoute>
          }
        />
        <Route
          path="/specs"
          element={
            <ProtectedRoute area="specs">
              <Page>
                <SpecsPage />
              </Page>
            </ProtectedRoute>
          }
        />
        <Route
          path="/practice"
          element={
            <ProtectedRoute area="practice">
              <Page>
                <PracticePage />
              </Page>
            </ProtectedRoute>
          }
        />
        <Route
          path="/cv"
          element={
            <ProtectedRoute area="cv">
              <Page>
                <CvPage />
              </Page>
            </ProtectedRoute>
          }
        />
        <Route
          path="/settings"
          element={
            <ProtectedRoute>
              <Page>
                <SettingsPage />
              </Page>
            </ProtectedRoute>
          }
        />
        <Route
          path="/apply"
          element={
            <ProtectedRoute>
              <Page>
                <ApplyPage />
              </Page>
            </ProtectedRoute>
          }
        />
        <Route
          path="/generic"
          element={
            <ProtectedRoute>
              <Page>
                <GenericPage />
              </Page>
            </ProtectedRoute>
          }
        />
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
