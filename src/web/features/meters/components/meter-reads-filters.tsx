import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocationListItem } from '#core/locations/location.schema.ts';
import { meterTypes } from '#core/meters/meter-constants.ts';
import { formatShortDate, parseDateInputValue } from '#core/meters/meter-dates.ts';
import { Card } from '#web/components/ui/card.tsx';
import { DateRangeFields } from '#web/components/ui/date-range-fields.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { NativeSelect, namedOptions } from '#web/components/ui/native-select.tsx';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { meterTypeName } from '../lib/meter-text.ts';

export interface MeterReadsFilterValues {
  /** 'all' or a parent location's guid. */
  parentLocationId: string;
  /** 'all', power, water or gas. */
  meterType: string;
  /** YYYY-MM-DD (a date input's value). */
  startDate: string;
  endDate: string;
}

interface MeterReadsFiltersProps {
  values: MeterReadsFilterValues;
  onChange: (values: MeterReadsFilterValues) => void;
  parents: LocationListItem[];
  dateError: string | null;
}

const shortDate = (value: string) => {
  const date = parseDateInputValue(value);
  return date ? formatShortDate(date) : i18n.t('meters:filters.anyDate');
};

/** The collapsible filters of /meter-reads (spec 001 section 2), with a one-line summary. */
export function MeterReadsFilters({ values, onChange, parents, dateError }: MeterReadsFiltersProps) {
  const { t } = useTranslation('meters');
  const [open, setOpen] = useState(false);
  const set = (change: Partial<MeterReadsFilterValues>) => onChange({ ...values, ...change });
  const parentName =
    parents.find((p) => p.guid === values.parentLocationId)?.name ?? t('filters.allLocations');
  const typeName = values.meterType === 'all' ? t('filters.allTypes') : meterTypeName(values.meterType);

  return (
    <Card className="overflow-hidden">
      <Collapsible.Root open={open} onOpenChange={setOpen}>
        <h2>
          <Collapsible.Trigger className="group flex min-h-14 w-full items-center gap-3 px-4 py-2 text-left hover:bg-muted/50">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
              <SlidersHorizontal className="size-5" aria-hidden="true" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-bold leading-tight">{t('filters.title')}</span>
              <span className="block text-muted-foreground text-sm leading-snug" data-testid="filter-summary">
                {parentName} · {typeName} · {shortDate(values.startDate)} – {shortDate(values.endDate)}
              </span>
            </span>
            <ChevronDown
              className="size-6 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
              aria-hidden="true"
            />
          </Collapsible.Trigger>
        </h2>
        <Collapsible.Content className="border-border border-t">
          <div className="grid grid-cols-2 gap-x-3 gap-y-4 p-4">
            <Field id="filter-location" label={t('filters.location')} className="col-span-2 sm:col-span-1">
              <NativeSelect
                id="filter-location"
                value={values.parentLocationId}
                onChange={(e) => set({ parentLocationId: e.target.value })}
                options={namedOptions(parents)}
              >
                <option value="all">{t('filters.allLocations')}</option>
              </NativeSelect>
            </Field>
            <Field id="filter-type" label={t('filters.meterType')} className="col-span-2 sm:col-span-1">
              <NativeSelect
                id="filter-type"
                value={values.meterType}
                onChange={(e) => set({ meterType: e.target.value })}
                options={meterTypes.map((type) => ({ value: type, label: meterTypeName(type) }))}
              >
                <option value="all">{t('filters.allTypes')}</option>
              </NativeSelect>
            </Field>
            <DateRangeFields
              id="filter"
              labels={{ from: t('filters.start'), to: t('filters.end') }}
              value={{ from: values.startDate, to: values.endDate }}
              onChange={(range) => set({ startDate: range.from, endDate: range.to })}
              error={dateError}
            />
          </div>
        </Collapsible.Content>
      </Collapsible.Root>
    </Card>
  );
}
