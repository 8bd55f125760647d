import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { AppShell } from './app-shell.tsx';
import { LoadingScreen } from './components/loading-screen.tsx';
import { Toaster } from './components/ui/toaster.tsx';
import { locationFromPersistedList } from './features/locations/api/location-from-list.ts';
import { applyStoredTheme } from './features/theme/lib/theme.ts';
import { CurrentMarinaProvider } from './lib/current-marina.tsx';
import { preloadCatalogue, startI18n } from './lib/i18n/i18n.ts';
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

// The first screen is drawn in the user's language (its frame's words are fetched first when it
// is not English); the rest of the catalogue follows at once (decision 0043).
void startI18n().then(() => {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <LanguageRoot>
          {/* Only a dialog of the frame opened before its words arrived ever waits here. */}
          <Suspense fallback={<LoadingScreen />}>
            <CurrentMarinaProvider>
              <AppShell>
                <AppRoutes />
              </AppShell>
            </CurrentMarinaProvider>
            <Toaster />
          </Suspense>
        </LanguageRoot>
      </QueryClientProvider>
    </StrictMode>,
  );
  preloadCatalogue();
});
