import { PageTitle } from '../../ui/PageTitle.tsx';

/** Placeholder until the jobs feature is built: keeps the route and its guard working. */
export function JobsPage() {
  return <PageTitle>Available Job Postings</PageTitle>;
}
