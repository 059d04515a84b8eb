import { PageTitle } from '../../ui/PageTitle.tsx';

/** Placeholder until the specs feature is built: keeps the route and its guard working. */
export function SpecsPage() {
  return <PageTitle>Specs Management</PageTitle>;
}
