import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppShell } from './app-shell.tsx';
import { Toaster } from './components/ui/toaster.tsx';
import { locationFromPersistedList } from './features/locations/api/location-from-list.ts';
import { applyStoredTheme } from './features/theme/lib/theme.ts';
import { CurrentMarinaProvider } from './lib/current-marina.tsx';
import { registerOfflineFallback } from './lib/offline/query-persist.ts';
import { registerServiceWorker } from './lib/offline/register-service-worker.ts';
import { startOfflineSync } from './lib/offline/start-offline-sync.ts';
import { queryClient } from './lib/query-client.ts';
import { AppRoutes } from './routes.tsx';

applyStoredTheme();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

registerServiceWorker();
// A QR tag scanned offline at a location never opened: its detail from the marina's kept list.
registerOfflineFallback(locationFromPersistedList);
startOfflineSync(queryClient);

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <CurrentMarinaProvider>
        <AppShell>
          <AppRoutes />
        </AppShell>
      </CurrentMarinaProvider>
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
