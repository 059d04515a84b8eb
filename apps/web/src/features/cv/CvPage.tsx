import { PageTitle } from '../../ui/PageTitle.tsx';

/** Placeholder until the cv feature is built: keeps the route and its guard working. */
export function CvPage() {
  return <PageTitle>CV Management</PageTitle>;
}
