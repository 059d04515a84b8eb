import { PageTitle } from '../../ui/PageTitle.tsx';

/** Placeholder until the generic feature is built: keeps the route and its guard working. */
export function GenericPage() {
  return <PageTitle>Generic Interview Questions</PageTitle>;
}
