import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { AppContent } from '../app/AppContent.tsx';
import { AppProviders } from '../app/AppProviders.tsx';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The whole app as the browser runs it, at `path`, with a fresh cache and no retries. */
export function renderApp(path = '/', state?: unknown) {
  const address = new URL(path, 'http://viva.test');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter
        initialEntries={[{ pathname: address.pathname, search: address.search, hash: address.hash, state }]}
      >
        <AppContent />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}
