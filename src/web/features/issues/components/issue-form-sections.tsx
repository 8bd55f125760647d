import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssuePriority } from '#core/issues/issue-constants.ts';
import { Segmented } from '#web/components/ui/segmented.tsx';
import { usePriorityOptions } from '../lib/issue-text.ts';

interface PrioritySectionProps {
  value: IssuePriority;
  onChange: (priority: IssuePriority) => void;
}

/** An issue form's 'Priority': low, medium, high, urgent side by side. */
export function PrioritySection({ value, onChange }: PrioritySectionProps) {
  const { t } = useTranslation('issues');
  const priorityOptions = usePriorityOptions();
  return (
    <div className="space-y-1.5">
      <p className="font-semibold">{t('form.priority')}</p>
      <Segmented label={t('form.priority')} value={value} onChange={onChange} options={priorityOptions} />
    </div>
  );
}

/** An issue form's 'Photos' heading over its photo pickers; `hint` is quiet text after it. */
export function PhotosSection({ hint, children }: { hint?: string; children: ReactNode }) {
  const { t } = useTranslation('issues');
  return (
    <div className="space-y-1.5">
      <p className="font-semibold">
        {t('form.photos')}
        {hint && <span className="ml-1.5 font-normal text-muted-foreground text-sm">{hint}</span>}
      </p>
      {children}
    </div>
  );
}
