import { useQuery } from '@tanstack/react-query';
import { MessageSquareText, Phone } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { AuthUser, MarinaSummary } from '#core/auth/auth-user.schema.ts';
import { personName } from '#core/common/person-name.ts';
import type { AlertWithEvents } from '#core/safety/alert.schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FullScreenAlert } from '#web/components/ui/full-screen-alert.tsx';
import { cn } from '#web/lib/cn.ts';
import { useOnline, useOutbox } from '#web/lib/offline/use-outbox.ts';
import { useNow } from '#web/lib/use-now.ts';
import { alertKey } from '../alerts/api/alert.ts';
import { type ActiveSos, forgetActiveSos } from './active-sos.ts';
import { smsHref, sosSmsText, telHref } from './sos-message.ts';

/** How the SOS left this phone: being sent, saved for later (no network), on the server, or refused. */
export type SendPhase =
  | { phase: 'sending' }
  | { phase: 'queued' }
  | { phase: 'sent' }
  | { phase: 'failed'; reason: string };

/** While the sheet is open, how often the phone asks whether someone acknowledged. */
const POLL_MS = 5000;

/** The raiser's view of the alert, asked for once the server has it (its entry has left the outbox). */
function useRaisedAlert(guid: string, arrived: boolean) {
  return useQuery<AlertWithEvents>({
    queryKey: alertKey(guid),
    refetchInterval: POLL_MS,
    enabled: arrived,
  });
}

/**
 * The guard's SOS, full screen and above everything (issue 33): sending → sent → "Acknowledged by
 * Dana Ortiz (2 min)". Without a network it says the SOS waits on the phone and offers what a
 * phone can still do: call the marina's emergency number, or text it who, where and when.
 */
export function SosSheet({
  sos,
  phase,
  user,
  marina,
  onClose,
}: {
  sos: ActiveSos;
  phase: SendPhase;
  user: AuthUser;
  marina: MarinaSummary;
  onClose: (answered: boolean) => void;
}) {
  const { t } = useTranslation('safety');
  const online = useOnline();
  const now = useNow(15_000);
  const entry = useOutbox().find((queued) => queued.guid === sos.guid);
  const arrived = online && entry === undefined && (phase.phase === 'sent' || phase.phase === 'queued');
  const alert = useRaisedAlert(sos.guid, arrived).data;
  const refused =
    phase.phase === 'failed' ? phase.reason : entry?.status === 'refused' ? (entry.error ?? '') : null;
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => status.current?.focus(), []);

  const answered = alert?.state === 'acknowledged' || alert?.state === 'resolved';
  let message: string;
  if (alert?.state === 'resolved') message = t('sos.resolved', { name: alert.resolvedBy?.name ?? '' });
  else if (alert?.acknowledgedAt) {
    const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(alert.acknowledgedAt)) / 60_000));
    message = t('sos.acknowledged', { name: alert.acknowledgedBy?.name ?? '', minutes });
  } else if (alert) message = t('sos.sent');
  else if (refused !== null) message = t('sos.failed', { reason: refused });
  else if (entry || phase.phase === 'queued' || !online) message = t('sos.queued');
  else message = t('sos.sending');

  const phone = marina.safety?.emergencyPhone ?? null;
  const text = sosSmsText(t, {
    name: personName(user),
    marina: marina.name,
    timeZone: marina.timeZone,
    at: new Date(sos.raisedAt),
    position: sos.position,
  });
  const withoutData = !alert && (entry !== undefined || phase.phase === 'queued' || !online);

  return (
    <FullScreenAlert titleId="sos-title" bodyId="sos-status" className="z-[80] bg-surface">
      <div className="bg-destructive px-4 pt-[calc(env(safe-area-inset-top)+1rem)] pb-4 text-destructive-foreground">
        <h2 id="sos-title" className="font-extrabold text-3xl tracking-wide">
          {t('sos.title')}
        </h2>
        <p className="mt-1 text-base opacity-95">{marina.name}</p>
      </div>
      <div className="flex flex-1 flex-col gap-4 p-4">
        <p
          id="sos-status"
          ref={status}
          tabIndex={-1}
          aria-live="assertive"
          className={cn(
            'rounded-lg border-2 p-4 font-semibold text-lg outline-none',
            answered ? 'border-success/40 bg-success-soft' : 'border-border bg-muted',
          )}
        >
          {message}
        </p>
        {answered && alert?.state === 'acknowledged' && (
          <p className="text-base text-muted-foreground">{t('sos.acknowledgedHelp')}</p>
        )}
        <section aria-label={t('sos.withoutData')} className="flex flex-col gap-3">
          {withoutData && <p className="font-medium">{t('sos.withoutData')}</p>}
          {phone ? (
            <>
              <Button asChild variant="destructive" size="lg">
                <a href={telHref(phone)}>
                  <Phone aria-hidden className="size-5" />
                  <span className="text-center">
                    <Trans
                      t={t}
                      i18nKey="sos.call"
                      values={{ phone }}
                      components={{ number: <span className="whitespace-nowrap" /> }}
                    />
                  </span>
                </a>
              </Button>
              <Button asChild variant="outline" size="lg">
                <a href={smsHref(phone, text)}>
                  <MessageSquareText aria-hidden className="size-5" />
                  {t('sos.sms')}
                </a>
              </Button>
            </>
          ) : (
            <p className="text-muted-foreground">{t('sos.noPhone')}</p>
          )}
        </section>
        <div className="mt-auto pt-4">
          <Button
            variant="outline"
            className="w-full"
            onClick={() => {
              if (answered) forgetActiveSos();
              onClose(answered);
            }}
          >
            {t('sos.close')}
          </Button>
        </div>
      </div>
    </FullScreenAlert>
  );
}
