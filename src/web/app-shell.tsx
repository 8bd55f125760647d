import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { isLoginPath } from '#core/auth/return-address.ts';
import { BottomNav } from '#web/components/bottom-nav.tsx';
import { useAuthUser } from '#web/features/auth/api/get-auth-user.ts';
import { AlarmWatcher, SafetyCheckPrompt, SosButton } from '#web/features/safety/index.ts';
import { hasReturnAddress, takeReturnAddress } from '#web/lib/auth-redirect.ts';
import { cn } from '#web/lib/cn.ts';
import { SyncStatusBar } from '#web/lib/offline/sync-status-bar.tsx';
import { UpdateStrip } from '#web/lib/offline/update-strip.tsx';

/**
 * The frame around every screen: the bottom navigation when signed in, scrolling to the top
 * on navigation, and the return to a saved address once signed in.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { user } = useAuthUser();
  const [path, navigate] = useLocation();
  const onLoginPage = isLoginPath(path);
  const showNav = user !== null && !onLoginPage;

  // After a sign-in that did not pass through our /login page (e.g. a company identity
  // provider returning to /), the saved return address is consumed here.
  useEffect(() => {
    if (!user || onLoginPage || !hasReturnAddress()) return;
    const target = takeReturnAddress();
    if (target) navigate(target, { replace: true });
  }, [user, onLoginPage, navigate]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path starts at the top of the page
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);

  return (
    <div className="flex min-h-dvh flex-col">
      <UpdateStrip />
      {user && <SyncStatusBar />}
      <div
        className={cn(
          'flex flex-1 flex-col',
          // Room below the last thing on a page for the SOS button that floats above the navigation.
          showNav && 'pb-[calc(var(--spacing-nav)+env(safe-area-inset-bottom)+5rem)]',
        )}
      >
        {children}
      </div>
      {showNav && <BottomNav />}
      {showNav && <SosButton user={user} />}
      {showNav && <AlarmWatcher user={user} />}
      {showNav && <SafetyCheckPrompt />}
    </div>
  );
}
