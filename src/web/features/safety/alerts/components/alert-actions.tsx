import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertWithEvents } from '#core/safety/alert.schema.ts';
import { ALERT_LIMITS, isOpen } from '#core/safety/alerts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { toast } from '#web/lib/toast.ts';
import { useAlertAction } from '../api/alert.ts';

/**
 * What an admin does with an alert: acknowledge it while nobody has (the guard then sees who),
 * then resolve it with a note saying what happened. The one who raised it only reads.
 */
export function AlertActions({ alert, raisedByMe }: { alert: AlertWithEvents; raisedByMe: boolean }) {
  const { t } = useTranslation('safety');
  const { acknowledge, resolve } = useAlertAction(alert.guid);
  const [note, setNote] = useState('');

  if (raisedByMe) return <p className="text-muted-foreground text-sm">{t('alert.ownAlert')}</p>;
  if (isOpen(alert.state)) {
    return (
      <Button
        variant="destructive"
        size="lg"
        className="w-full"
        disabled={acknowledge.isPending}
        onClick={() =>
          acknowledge.mutate(undefined, {
            onSuccess: () => toast({ variant: 'success', title: t('alert.acknowledgedToast') }),
          })
        }
      >
        {acknowledge.isPending ? t('alert.acknowledging') : t('alert.acknowledge')}
      </Button>
    );
  }
  if (alert.state !== 'acknowledged') return null;
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        resolve.mutate(note, {
          onSuccess: () => toast({ variant: 'success', title: t('alert.resolvedToast') }),
        });
      }}
    >
      <Field id="alert-note" label={t('alert.resolveNote')} required>
        {(props) => (
          <Textarea
            {...props}
            value={note}
            maxLength={ALERT_LIMITS.noteLength}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" className="w-full" disabled={resolve.isPending || note.trim() === ''}>
        {resolve.isPending ? t('alert.resolving') : t('alert.resolve')}
      </Button>
    </form>
  );
}
