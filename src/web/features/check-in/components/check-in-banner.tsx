import { CircleAlert, CircleCheck, History, LoaderCircle, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import type { CheckInState } from './use-check-in-flow.ts';

interface CheckInBannerProps {
  state: CheckInState;
  locationName: string;
  /** Admins also see what went wrong. */
  showDetail: boolean;
  onRetry: () => void;
  /** Below the confirmation once checked in (sent or saved on the phone): the tour checkpoint lines. */
  confirmation?: ReactNode;
}

/** The banner above the location view: checking, success, already processed, or failed with retry. */
export function CheckInBanner({
  state,
  locationName,
  showDetail,
  onRetry,
  confirmation,
}: CheckInBannerProps) {
  const queued = state.phase === 'queued';
  const phase =
    state.phase === 'waiting' || state.phase === 'gps-error'
      ? 'checking'
      : state.phase === 'queued'
        ? 'success'
        : state.phase;
  const { t } = useTranslation('checkIn');
  const Icon =
    phase === 'checking'
      ? LoaderCircle
      : phase === 'success'
        ? CircleCheck
        : phase === 'already'
          ? History
          : CircleAlert;
  return (
    <section
      role={phase === 'failed' ? 'alert' : 'status'}
      data-testid="check-in-banner"
      data-phase={phase}
      className={cn(
        'rounded-2xl border-2 p-4 shadow-sm',
        phase === 'checking' && 'border-primary/30 bg-primary-soft text-primary-soft-foreground',
        phase === 'success' && 'border-success bg-success text-success-foreground',
        phase === 'already' && 'border-border bg-surface text-foreground',
        phase === 'failed' && 'border-destructive/50 bg-destructive-soft text-destructive',
      )}
    >
      <div className={cn('flex gap-3', phase === 'checking' ? 'items-center' : 'items-start')}>
        <Icon
          className={cn('mt-0.5 size-7 shrink-0', phase === 'checking' && 'animate-spin')}
          aria-hidden="true"
        />
        <div className="grid min-w-0 flex-1">
          {phase === 'checking' && (
            // Room for the success text (the usual outcome), so the view below does not jump when it lands.
            <div className="invisible col-start-1 row-start-1" aria-hidden="true">
              <p className="break-words font-bold text-lg leading-snug">
                {t('banner.success', { name: locationName })}
              </p>
              <p className="mt-0.5">{t('banner.recorded')}</p>
            </div>
          )}
          <div className={cn('col-start-1 row-start-1', phase === 'checking' && 'self-center')}>
            <p className="break-words font-bold text-lg leading-snug">
              {queued
                ? t('banner.queued', { name: locationName })
                : t(`banner.${phase}`, { name: locationName })}
            </p>
            {queued && (
              <p className="mt-0.5 opacity-90" data-testid="check-in-queued">
                {t('banner.queuedText')}
              </p>
            )}
            {phase === 'success' && !queued && <p className="mt-0.5 opacity-90">{t('banner.recorded')}</p>}
            {phase === 'success' && confirmation}
            {phase === 'already' && <p className="mt-0.5 text-muted-foreground">{t('banner.scanAgain')}</p>}
            {state.phase === 'failed' && (
              <>
                <p className="mt-0.5 font-medium">{state.message}</p>
                {showDetail && state.detail && state.detail !== state.message && (
                  <p
                    className="mt-2 break-words rounded-lg bg-surface/70 px-2.5 py-1.5 font-mono text-foreground text-sm"
                    data-testid="check-in-error-detail"
                  >
                    {state.detail}
                  </p>
                )}
              </>
            )}
          </div>
        </div>
      </div>
      {phase === 'failed' && (
        <Button variant="destructive" className="mt-3 w-full" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          {t('banner.retry')}
        </Button>
      )}
    </section>
  );
}
