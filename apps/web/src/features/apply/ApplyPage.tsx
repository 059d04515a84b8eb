import { PageTitle } from '../../ui/PageTitle.tsx';

/** Placeholder until the apply feature is built: keeps the route and its guard working. */
export function ApplyPage() {
  return <PageTitle>Apply for Jobs</PageTitle>;
}
