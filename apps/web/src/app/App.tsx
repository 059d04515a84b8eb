import { BrowserRouter } from 'react-router';
import { AppContent } from './AppContent.tsx';
import { AppProviders } from './AppProviders.tsx';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppContent />
      </BrowserRouter>
    </AppProviders>
  );
}
