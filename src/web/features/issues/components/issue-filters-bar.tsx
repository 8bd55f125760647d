import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Segmented } from '#web/components/ui/segmented.tsx';
import {
  ALL_LOCATIONS,
  type IssueFilters,
  type IssueStatusFilter,
} from '#web/features/issues/lib/issue-filters.ts';
import { type LocationOption, optionLabel } from '#web/features/issues/lib/issue-location-options.ts';
import { useStatusOptions } from '../lib/issue-text.ts';

interface IssueFiltersBarProps {
  filters: IssueFilters;
  onChange: (filters: IssueFilters) => void;
  /** The locations to filter by; the first entry stands for "everything shown". */
  locations: LocationOption[];
  /** The label of the option that shows every location (value `allValue`). */
  allLabel: string;
  allValue?: string;
}

/** Text search, status (all / open / fixed / wontfix) and location (children included). */
export function IssueFiltersBar({
  filters,
  onChange,
  locations,
  allLabel,
  allValue = ALL_LOCATIONS,
}: IssueFiltersBarProps) {
  const { t } = useTranslation('issues');
  const statuses = useStatusOptions();
  const statusOptions: { value: IssueStatusFilter; label: string }[] = [
    { value: 'all', label: t('filters.all') },
    ...statuses,
  ];
  return (
    <search className="block space-y-2.5" aria-label={t('filters.label')}>
      <div className="relative">
        <Search
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3.5 size-5 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={t('filters.search')}
          placeholder={t('filters.search')}
          className="pl-11"
          value={filters.search}
          onChange={(e) => onChange({ ...filters, search: e.target.value })}
          enterKeyHint="search"
        />
      </div>
      <Segmented
        label={t('filters.status')}
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status })}
        options={statusOptions}
      />
      {locations.length > 0 && (
        <NativeSelect
          aria-label={t('filters.location')}
          value={filters.locationId}
          onChange={(e) => onChange({ ...filters, locationId: e.target.value })}
          options={locations.map((option) => ({ value: option.guid, label: optionLabel(option) }))}
        >
          <option value={allValue}>{allLabel}</option>
        </NativeSelect>
      )}
    </search>
  );
}
