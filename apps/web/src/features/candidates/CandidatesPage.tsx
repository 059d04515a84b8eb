import { PageTitle } from '../../ui/PageTitle.tsx';

/** Placeholder until the candidates feature is built: keeps the route and its guard working. */
export function CandidatesPage() {
  return <PageTitle>Candidates</PageTitle>;
}
