import { i18n } from '#web/lib/i18n/i18n.ts';
import { serverRefusal } from '#web/lib/refusal.ts';
import { toast } from '#web/lib/toast.ts';

/**
 * The outcome of a settings dialog's save, for `mutate`: 'Success' with what was saved and then
 * `onDone`, or 'Error' with the server's refusal (else `failed`).
 */
export const saveToasts = (saved: string, failed: string, onDone: () => void) => ({
  onSuccess: () => {
    toast({ title: i18n.t('settings:success'), description: saved, variant: 'success' });
    onDone();
  },
  onError: (error: unknown) =>
    toast({
      title: i18n.t('settings:error'),
      description: serverRefusal(error, failed),
      variant: 'destructive',
    }),
});
