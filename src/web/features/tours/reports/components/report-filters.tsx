import { useTranslation } from 'react-i18next';
import { FIRST_DAY, LAST_DAY } from '#core/common/date-range.ts';
import type { Tour } from '#core/tours/tour.schema.ts';
import { Card } from '#web/components/ui/card.tsx';
import { DateRangeFields } from '#web/components/ui/date-range-fields.tsx';
import { Field } from '#web/components/ui/field.tsx';
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
        <DateRangeFields
          id="report"
          labels={{ from: t('filters.from'), to: t('filters.to') }}
          value={values}
          onChange={(range) => onChange({ ...values, ...range })}
          error={error}
          bounds={{ first: FIRST_DAY, last: LAST_DAY }}
        />
        <Field id="report-tour" label={t('filters.tour')} className="col-span-2">
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
        </Field>
      </div>
    </Card>
  );
}
