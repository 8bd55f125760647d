import { Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formInProgress, trackEdits } from '../form-in-progress.ts';
import { applyUpdate, useUpdateAvailable } from './app-update.ts';

/** How often a reload asked for under an open form looks again whether the form is done. */
const RECHECK_MS = 1_000;

/**
 * "Update available — Reload" (issue 18 item 6). Tapping Reload under an open form (a dialog, a
 * field being edited) does not reload: the strip says it will once the form is saved or closed,
 * and does so then.
 */
export function UpdateStrip() {
  const { t } = useTranslation('shell');
  const available = useUpdateAvailable();
  const [asked, setAsked] = useState(false);
  useEffect(() => trackEdits(), []);
  useEffect(() => {
    if (!asked) return;
    const timer = setInterval(() => {
      if (formInProgress()) return;
      clearInterval(timer);
      applyUpdate();
    }, RECHECK_MS);
    return () => clearInterval(timer);
  }, [asked]);
  if (!available) return null;
  return (
    <div
      role="status"
      data-testid="update-strip"
      className="flex min-h-11 w-full flex-wrap items-center gap-x-3 gap-y-1 bg-primary-soft px-4 py-2 text-primary-soft-foreground text-sm"
    >
      <span className="flex items-center gap-1.5 font-semibold">
        <Sparkles className="size-4" aria-hidden="true" />
        {t('update.available')}
      </span>
      {asked ? (
        <span>{t('update.reloadsLater')}</span>
      ) : (
        <button
          type="button"
          className="font-semibold underline underline-offset-2"
          onClick={() => {
            if (formInProgress()) setAsked(true);
            else applyUpdate();
          }}
        >
          {t('update.reload')}
        </button>
      )}
    </div>
  );
}
