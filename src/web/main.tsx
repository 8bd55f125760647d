import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppShell } from './app-shell.tsx';
import { Toaster } from './components/ui/toaster.tsx';
import { locationFromPersistedList } from './features/locations/api/location-from-list.ts';
import { applyStoredTheme } from './features/theme/lib/theme.ts';
import { CurrentMarinaProvider } from './lib/current-marina.tsx';
import { startI18n } from './lib/i18n/i18n.ts';
import { LanguageRoot } from './lib/i18n/language-root.tsx';
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

// The first screen is drawn in the user's language (Spanish is fetched first when it is theirs).
void startI18n().then(() =>
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <LanguageRoot>
          <CurrentMarinaProvider>
            <AppShell>
              <AppRoutes />
            </AppShell>
          </CurrentMarinaProvider>
          <Toaster />
        </LanguageRoot>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
