import { useEffect } from 'react';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { toast } from '#web/lib/toast.ts';

/** Shows an 'Error' toast once each time `error` becomes set (a failed fetch). */
export function useErrorToast(error: unknown, description: string): void {
  useEffect(() => {
    if (error) toast({ title: i18n.t('common:error'), description, variant: 'destructive' });
  }, [error, description]);
}
