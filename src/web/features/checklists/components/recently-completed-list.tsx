import { ChevronRight, CircleCheckBig } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ChecklistInstance, OccupancyChecklist } from '#core/checklists/checklist.schema.ts';
import type { CompletedEntry } from '#core/checklists/checklist-board.ts';
import { instanceProgress } from '#core/checklists/checklist-progress.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { whenText } from '../lib/when-text.ts';

type Entry = CompletedEntry<ChecklistInstance, OccupancyChecklist>;

function detailOf(entry: Entry): string {
  if (entry.kind === 'occupancy') {
    const { presentCount, totalCount } = entry.item;
    return i18n.t('checklists:completed.occupancyCounts', {
      present: presentCount,
      absent: totalCount - presentCount,
      total: totalCount,
    });
  }
  const { completed, total } = instanceProgress(entry.item.items, entry.item.completedItems);
  return i18n.t('checklists:completed.items', { completed, total });
}

const byOf = (entry: Entry): string | null =>
  entry.kind === 'occupancy' ? entry.item.finalizedBy : entry.item.staffName;

/** Recently Completed: the first 3 completed checklists and finalized occupancy checklists. */
export function RecentlyCompletedList({ entries }: { entries: readonly Entry[] }) {
  const { t } = useTranslation('checklists');
  return (
    <ul className="divide-y divide-border rounded-2xl border border-border bg-surface shadow-sm">
      {entries.map((entry) => (
        <li key={`${entry.kind}-${entry.guid}`} data-testid="completed-entry" data-name={entry.name}>
          <Link
            href={
              entry.kind === 'occupancy' ? `/location/${entry.item.locationId}` : `/checklists/${entry.guid}`
            }
            className="flex min-h-16 items-center gap-3 px-4 py-3 hover:bg-muted/60"
          >
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-success-soft text-success">
              <CircleCheckBig className="size-5" aria-hidden="true" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold">
                {entry.name}
                {entry.kind === 'occupancy' && (
                  <span className="ml-2 font-normal text-muted-foreground text-sm">
                    {t('completed.occupancy')}
                  </span>
                )}
              </span>
              <span className="block text-muted-foreground text-sm">{detailOf(entry)}</span>
              <span className="block text-muted-foreground text-xs">
                {t(entry.kind === 'occupancy' ? 'completed.finalizedWhen' : 'completed.completedWhen', {
                  when: whenText(entry.completedAt),
                })}
                {byOf(entry) && ` · ${byOf(entry)}`}
              </span>
            </span>
            <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
