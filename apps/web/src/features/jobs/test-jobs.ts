import { configure } from '@testing-library/react';
import type { Job, JobCreationStatus, Role } from '@viva/contracts';
import {
  installFakeApi,
  makeUser,
  storeSignedInSession,
  type FakeResponse,
  type RecordedRequest,
} from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

// The whole app renders behind these screens and the machine running them is shared: allow slow answers.
configure({ asyncUtilTimeout: 5000 });

/** A posting as the server answers it to someone who manages it. */
export function makeJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 'job-posting-1',
    position: 'Support Engineer',
    company: 'Sourcegraph',
    location: 'Remote',
    type: 'full-time',
    posted: '2026-11-22T10:00:00.000Z',
    workArrangementInfo: {
      office_location: null,
      working_hours: null,
      on_call_requirement: null,
      work_arrangement: 'Remote',
    },
    has_company_culture: true,
    interview_count: 0,
    mcq_question_count: 0,
    can_manage: true,
    jobSpecsQuestions: ['Tell us about a hard bug you fixed.'],
    companyCultureQuestions: [],
    jobSpecWorkRequirements: [{ title: 'On call', question: 'Can you join the on-call rota?' }],
    jobSpecsMarkdown: '# Support Engineer',
    companyCultureMarkdown: null,
    mcqQuestions: [],
    ...overrides,
  };
}

export function makeStatus(overrides: Partial<JobCreationStatus> = {}): JobCreationStatus {
  return {
    job_id: '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
    status: 'processing',
    progress: 40,
    message: 'Generating screening questions...',
    result: null,
    error: null,
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:01.000Z',
    ...overrides,
  };
}

type Route = FakeResponse | ((request: RecordedRequest) => FakeResponse | Promise<FakeResponse>);

/** Signs `role` in and opens /jobs with the given list and any further routes. */
export function openJobsPageAs(role: Role, jobs: Job[] | FakeResponse, routes: Record<string, Route> = {}) {
  storeSignedInSession();
  localStorage.setItem('role_selected', 'true');
  const api = installFakeApi({
    'GET /auth/me': { body: makeUser({ role }) },
    'GET /jobs/': Array.isArray(jobs) ? { body: jobs } : jobs,
    ...routes,
  });
  renderApp('/jobs');
  return api;
}
