import { useEffect } from 'react';
import { toast } from '#web/lib/toast.ts';

/** Shows an 'Error' toast once each time `error` becomes set (a failed fetch). */
export function useErrorToast(error: unknown, description: string): void {
  useEffect(() => {
    if (error) toast({ title: 'Error', description, variant: 'destructive' });
  }, [error, description]);
}
