import { Pencil, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';

/** A section of an admin screen (an area's, on Marina Settings): heading, help line, Add button, list. */
export function SettingsSection({
  id,
  title,
  description,
  addLabel,
  onAdd,
  children,
}: {
  id: string;
  title: string;
  description: string;
  addLabel?: string;
  onAdd?: () => void;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex items-end justify-between gap-3 px-0.5">
        <div className="min-w-0">
          <h2 id={id} className="font-bold text-xl">
            {title}
          </h2>
          <p className="text-muted-foreground text-sm">{description}</p>
        </div>
        {onAdd && addLabel && (
          <Button size="sm" onClick={onAdd} className="shrink-0 px-3.5">
            <Plus aria-hidden="true" />
            {addLabel}
          </Button>
        )}
      </div>
      {children}
    </section>
  );
}

/** A titled card of rows (e.g. 'Start of shift'). */
export function RowGroup({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div>
      {title && (
        <h3 className="mb-1.5 px-0.5 font-semibold text-muted-foreground text-sm uppercase tracking-wide">
          {title}
        </h3>
      )}
      <ul className="divide-y divide-border rounded-2xl border border-border bg-surface shadow-sm">
        {children}
      </ul>
    </div>
  );
}

export function Chip({
  children,
  tone = 'muted',
}: {
  children: ReactNode;
  tone?: 'muted' | 'primary' | 'warning' | 'outline';
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 font-semibold text-xs',
        tone === 'muted' && 'bg-muted text-muted-foreground',
        tone === 'primary' && 'bg-primary-soft text-primary-soft-foreground',
        tone === 'warning' && 'bg-warning-soft text-warning',
        tone === 'outline' && 'border border-border text-muted-foreground',
      )}
    >
      {children}
    </span>
  );
}

/** The Edit button of a row; named for screen readers and tests ('Edit Gate locked?'). */
export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <Button variant="ghost" size="sm" className="shrink-0 text-primary" aria-label={label} onClick={onClick}>
      <Pencil aria-hidden="true" />
      <span aria-hidden="true">{t('edit')}</span>
    </Button>
  );
}
