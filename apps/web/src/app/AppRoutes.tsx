import { Navigate, Route, Routes } from 'react-router';
import { ApplyPage } from '../features/apply/ApplyPage.tsx';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { CandidatesPage } from '../features/candidates/CandidatesPage.tsx';
import { CvPage } from '../features/cv/CvPage.tsx';
import { DashboardPage } from '../features/dashboard/DashboardPage.tsx';
import { GenericPage } from '../features/generic/GenericPage.tsx';
import { InterviewPage } from '../features/interview/InterviewPage.tsx';
import { JobsPage } from '../features/jobs/JobsPage.tsx';
import { LandingPage } from '../features/landing/LandingPage.tsx';
import { McqPage } from '../features/mcq/McqPage.tsx';
import { PracticePage } from '../features/practice/PracticePage.tsx';
import { SettingsPage } from '../features/settings/SettingsPage.tsx';
import { SpecsPage } from '../features/specs/SpecsPage.tsx';
import { MainLayout } from './layout/MainLayout.tsx';
import { ProtectedRoute } from './ProtectedRoute.tsx';

/** The route table of spec part 1 §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/interview/:token" element={<InterviewPage />} />
      <Route path="/mcq/:token" element={<McqPage />} />
      <Route element={<MainLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="/dashboard" element={<ProtectedRoute area="dashboard"><DashboardPage /></ProtectedRoute>} />
        <Route path="/jobs" element={<ProtectedRoute area="jobs"><JobsPage /></ProtectedRoute>} />
        <Route path="/candidates" element={<ProtectedRoute area="candidates"><CandidatesPage /></ProtectedRoute>} />
        <Route path="/specs" element={<ProtectedRoute area="specs"><SpecsPage /></ProtectedRoute>} />
        <Route path="/practice" element={<ProtectedRoute area="practice"><PracticePage /></ProtectedRoute>} />
        <Route path="/cv" element={<ProtectedRoute area="cv"><CvPage /></ProtectedRoute>} />
        <Route path="/settings" element={<ProtectedRoute><SettingsPage /></ProtectedRoute>} />
        <Route path="/apply" element={<ProtectedRoute><ApplyPage /></ProtectedRoute>} />
        <Route path="/generic" element={<ProtectedRoute><GenericPage /></ProtectedRoute>} />
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
