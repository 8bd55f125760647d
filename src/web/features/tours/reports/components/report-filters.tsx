import { useTranslation } from 'react-i18next';
import { FIRST_DAY, LAST_DAY } from '#core/common/date-range.ts';
import type { Tour } from '#core/tours/tour.schema.ts';
import { Card } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';

export interface ReportFilterValues {
  from: string;
  to: string;
  /** A tour's guid, or '' for all. */
  tourId: string;
}

/** The report's filters: the days (the marina's calendar, both included) and the tour. */
export function ReportFilters({
  values,
  onChange,
  tours,
  error,
}: {
  values: ReportFilterValues;
  onChange: (values: ReportFilterValues) => void;
  tours: readonly Tour[];
  error: string | null;
}) {
  const { t } = useTranslation('tourReports');
  return (
    <Card className="p-4 print:hidden" aria-label={t('filters.label')}>
      <div className="grid grid-cols-2 gap-x-3 gap-y-4">
        <div className="space-y-1.5">
          <Label htmlFor="report-from">{t('filters.from')}</Label>
          <Input
            id="report-from"
            type="date"
            value={values.from}
            min={FIRST_DAY}
            max={values.to || LAST_DAY}
            onChange={(e) => onChange({ ...values, from: e.target.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'report-dates-error' : undefined}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="report-to">{t('filters.to')}</Label>
          <Input
            id="report-to"
            type="date"
            value={values.to}
            min={values.from || FIRST_DAY}
            max={LAST_DAY}
            onChange={(e) => onChange({ ...values, to: e.target.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'report-dates-error' : undefined}
          />
        </div>
        {error && (
          <p id="report-dates-error" className="col-span-2 font-medium text-destructive text-sm">
            {error}
          </p>
        )}
        <div className="col-span-2 space-y-1.5">
          <Label htmlFor="report-tour">{t('filters.tour')}</Label>
          <NativeSelect
            id="report-tour"
            value={values.tourId}
            onChange={(e) => onChange({ ...values, tourId: e.target.value })}
          >
            <option value="">{t('filters.allTours')}</option>
            {tours.map((tour) => (
              <option key={tour.guid} value={tour.guid}>
                {tour.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
    </Card>
  );
}
