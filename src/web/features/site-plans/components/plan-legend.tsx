import { useTranslation } from 'react-i18next';
import { PIN_TONE, type PinState } from './pin-state.ts';

const STATES: PinState[] = ['missed', 'issue', 'visited', 'quiet'];

/** What the pins' colours and the dots mean (on paper too). */
export function PlanLegend() {
  const { t } = useTranslation('sitePlans');
  return (
    <section aria-labelledby="plan-legend" className="rounded-xl border border-border bg-surface p-3">
      <h3 id="plan-legend" className="mb-2 font-semibold text-sm">
        {t('legend.title')}
      </h3>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        {STATES.map((state) => (
          <li key={state} className="flex items-center gap-2">
            <span
              className={`inline-block size-4 shrink-0 rounded-full ring-2 ${PIN_TONE[state]}`}
              aria-hidden="true"
            />
            {t(`legend.${state}`)}
          </li>
        ))}
        <li className="col-span-2 flex items-center gap-2">
          <span className="inline-block size-2.5 shrink-0 rounded-full bg-primary" aria-hidden="true" />
          {t('legend.fix')}
        </li>
        <li className="col-span-2 flex items-center gap-2">
          <span className="inline-block size-3 shrink-0 rounded-full bg-destructive" aria-hidden="true" />
          {t('legend.far')}
        </li>
      </ul>
    </section>
  );
}
