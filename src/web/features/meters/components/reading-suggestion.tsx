import { ScanText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatReading } from '#core/meters/reading-format.ts';
import { Button } from '#web/components/ui/button.tsx';
import { UnitSuffix } from '#web/components/unit-suffix.tsx';

/**
 * 'Suggested reading: 12,345.6 kWh' with 'Use' (ADR 0038): the reading read off the photo,
 * offered, never filled in: only the guard's tap puts it in the field.
 */
export function ReadingSuggestion({
  value,
  unit,
  onUse,
}: {
  value: string;
  unit: string;
  onUse: (value: string) => void;
}) {
  const { t } = useTranslation('meters');
  return (
    <div
      className="flex items-center justify-between gap-3 rounded-xl bg-primary-soft px-3 py-2"
      data-testid="reading-suggestion"
    >
      <p className="flex min-w-0 items-center gap-2">
        <ScanText className="size-5 shrink-0 text-primary" aria-hidden="true" />
        <span>
          {t('suggestion.label')}{' '}
          <span className="font-bold tabular-nums" data-testid="suggested-reading">
            {formatReading(value)}
          </span>
          <UnitSuffix symbol={unit} />
        </span>
      </p>
      <Button
        type="button"
        size="sm"
        onClick={() => onUse(value)}
        aria-label={t('suggestion.useValue', { value: formatReading(value) })}
      >
        {t('suggestion.use')}
      </Button>
    </div>
  );
}
