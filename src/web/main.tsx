import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppShell } from './app-shell.tsx';
import { LoadingScreen } from './components/loading-screen.tsx';
import { Toaster } from './components/ui/toaster.tsx';
import { authUserQueryOptions } from './features/auth/api/get-auth-user.ts';
import { locationFromPersistedList } from './features/locations/api/location-from-list.ts';
import { prefetchShifts } from './features/shifts/api/prefetch-shifts.ts';
import { applyStoredTheme } from './features/theme/lib/theme.ts';
import { CurrentMarinaProvider } from './lib/current-marina.tsx';
import { whenFirstScreenSettled } from './lib/first-screen-settled.ts';
import { preloadCatalogue, preloadNamespaces, startI18n } from './lib/i18n/i18n.ts';
import { LanguageRoot } from './lib/i18n/language-root.tsx';
import { registerOfflineFallback } from './lib/offline/query-persist.ts';
import { registerServiceWorker } from './lib/offline/register-service-worker.ts';
import { startOfflineSync } from './lib/offline/start-offline-sync.ts';
import { queryClient } from './lib/query-client.ts';
import { watchSession } from './lib/session-watch.ts';
import { AppRoutes, isHomePath, isSignedInPath, preloadScreen, screenWords } from './routes.tsx';

applyStoredTheme();
watchSession(queryClient, isSignedInPath);
// Every screen first waits for the signed-in user (then, signed in, for the active shift, which
// chooses the marina), and for its own chunk and words: all asked for now, alongside the
// catalogue's start, not once a render has run and asked.
void queryClient.prefetchQuery(authUserQueryOptions()).then(() => {
  if (queryClient.getQueryData(authUserQueryOptions().queryKey)) {
    void prefetchShifts(queryClient, isHomePath(window.location.pathname));
  }
});
preloadScreen(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

registerServiceWorker();
// A QR tag scanned offline at a location never opened: its detail from the marina's kept list.
registerOfflineFallback(locationFromPersistedList);
startOfflineSync(queryClient);

// The first screen is drawn in the user's language (its frame's words are fetched first when it
// is not English), its own words alongside; the rest of the catalogue follows once that screen has
// its data (decision 0043).
void startI18n().then(() => {
  const words = screenWords(window.location.pathname);
  if (words) preloadNamespaces(words);
  const app = createRoot(root);
  // A transition: React builds the first screen in slices of a few milliseconds, so a tap is
  // answered while it does; the page's own loading screen stays until the screen is ready.
  startTransition(() =>
    app.render(
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
    ),
  );
  if (words) void whenFirstScreenSettled(queryClient).then(preloadCatalogue);
  else preloadCatalogue();
});
