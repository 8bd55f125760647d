import { ChevronRight, ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ChecklistInstance } from '#core/checklists/checklist.schema.ts';
import { instanceProgress } from '#core/checklists/checklist-progress.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ProgressBar } from '#web/components/ui/progress-bar.tsx';
import { pendingInstanceGuids } from '#web/features/checklists/api/offline-checklists.ts';
import { PendingBadge } from '#web/lib/offline/pending-badge.tsx';
import { usePendingWrites } from '#web/lib/offline/use-pending-writes.ts';
import { whenText } from '../lib/when-text.ts';

/** An in-progress checklist: progress bar (rounded percent), completed/total, started date, Continue. */
export function ActiveInstanceCard({ instance }: { instance: ChecklistInstance }) {
  const { t } = useTranslation('checklists');
  const pending = pendingInstanceGuids(usePendingWrites()).has(instance.guid);
  const progress = instanceProgress(instance.items, instance.completedItems);
  return (
    <Card className="p-4" data-testid="active-instance" data-name={instance.checklistName}>
      <div className="flex items-start gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
          <ListChecks className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-lg leading-tight">{instance.checklistName}</h3>
          <p className="text-muted-foreground text-sm">
            {t('active.started', { when: whenText(instance.createdAt) })}
          </p>
          {pending && <PendingBadge className="mt-1" />}
        </div>
        <span className="font-bold text-2xl text-primary tabular-nums leading-none">{progress.percent}%</span>
      </div>
      <ProgressBar
        percent={progress.percent}
        label={t('active.progress', { name: instance.checklistName })}
        className="mt-3"
      />
      <div className="mt-3 flex items-center justify-between gap-3">
        <p className="font-medium tabular-nums">
          {progress.completed}/{progress.total}{' '}
          <span className="text-muted-foreground">{t('active.items')}</span>
        </p>
        <Button asChild size="sm" className="px-4">
          <Link
            href={`/checklists/${instance.guid}`}
            aria-label={t('active.continueNamed', { name: instance.checklistName })}
          >
            {t('active.continue')}
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Card>
  );
}
