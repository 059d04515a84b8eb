import { PageTitle } from '../../ui/PageTitle.tsx';

/** Placeholder until the practice feature is built: keeps the route and its guard working. */
export function PracticePage() {
  return <PageTitle>Interview Practice</PageTitle>;
}
