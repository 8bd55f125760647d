import { Download, FilterX } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Segmented } from '#web/components/ui/segmented.tsx';
import {
  FEED_TIME_FILTERS,
  FEED_TYPE_FILTERS,
  type FeedFilters,
  isClearedFilters,
  isFeedTypeFilter,
} from '#web/features/activity/lib/feed-filters.ts';

interface FeedToolbarProps {
  filters: FeedFilters;
  onChange: (filters: FeedFilters) => void;
  onClear: () => void;
  onExport: () => void;
  exporting: boolean;
  /** Export needs something to export. */
  canExport: boolean;
  /** '23 activities', 'Loading...' */
  summary: string;
}

/** The feed's type and time filters with Clear and Export. */
export function FeedToolbar({
  filters,
  onChange,
  onClear,
  onExport,
  exporting,
  canExport,
  summary,
}: FeedToolbarProps) {
  const { t } = useTranslation('activity');
  const id = useId();
  const timeOptions = FEED_TIME_FILTERS.map((value) => ({ value, label: t(`timeFilter.${value}`) }));
  return (
    <Card className="space-y-3 p-3" aria-label={t('toolbar.label')}>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_1fr] sm:items-start">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-type`} className="text-sm">
            {t('toolbar.type')}
          </Label>
          <NativeSelect
            id={`${id}-type`}
            value={filters.type}
            onChange={(e) => {
              if (isFeedTypeFilter(e.target.value)) onChange({ ...filters, type: e.target.value });
            }}
            options={FEED_TYPE_FILTERS.map((value) => ({ value, label: t(`typeFilter.${value}`) }))}
          />
        </div>
        <div className="space-y-1.5">
          <p className="font-semibold text-sm" aria-hidden="true">
            {t('toolbar.time')}
          </p>
          <Segmented
            label={t('toolbar.time')}
            value={filters.time}
            options={timeOptions}
            onChange={(time) => onChange({ ...filters, time })}
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-border border-t pt-3">
        <p className="min-w-0 truncate font-semibold text-sm" aria-live="polite" data-testid="feed-summary">
          {summary}
        </p>
        <div className="ml-auto flex shrink-0 gap-2">
          <Button variant="ghost" size="sm" onClick={onClear} disabled={isClearedFilters(filters)}>
            <FilterX aria-hidden="true" />
            {t('toolbar.clear')}
          </Button>
          <Button variant="outline" size="sm" onClick={onExport} disabled={!canExport || exporting}>
            <Download aria-hidden="true" />
            {exporting ? t('toolbar.exporting') : t('toolbar.export')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
