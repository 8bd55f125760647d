import { useEffect } from 'react';
import { LOGOUT_REDIRECT_DELAY_MS } from '#core/auth/return-address.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { startLoginRedirect } from '#web/lib/auth-redirect.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { toast } from '#web/lib/toast.ts';

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/**
 * Spec 001 sections 4 and 8: a 401 on the activity, locations or meter count calls shows
 * 'Unauthorized: You are logged out. Logging in again...' and after 500 ms starts the sign-in
 * flow, which keeps this address to come back to. Those queries fetch with on401 'throw', so the
 * fetch wrapper does not leave the page before the notice is seen.
 */
export function useUnauthorizedRedirect(errors: readonly unknown[]): boolean {
  const unauthorized = errors.some(isUnauthorized);
  useEffect(() => {
    if (!unauthorized) return;
    toast({
      title: i18n.t('activity:unauthorized.title'),
      description: i18n.t('activity:unauthorized.description'),
      variant: 'destructive',
    });
    const timer = setTimeout(startLoginRedirect, LOGOUT_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [unauthorized]);
  return unauthorized;
}
