import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider } from '../features/auth/AuthProvider.tsx';
import { NotifierProvider } from '../ui/NotifierProvider.tsx';
import { theme } from './theme.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
    },
  });
}

const defaultQueryClient = createQueryClient();

/** Everything the screens rely on except the router, so tests can pair it with a MemoryRouter. */
export function AppProviders({
  children,
  queryClient = defaultQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <NotifierProvider>
          <AuthProvider>{children}</AuthProvider>
        </NotifierProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
