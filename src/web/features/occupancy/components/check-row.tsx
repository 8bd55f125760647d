import { Check, RefreshCw } from 'lucide-react';
import { Checkbox } from 'radix-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#web/lib/cn.ts';

interface CheckRowProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Quiet text under the label. */
  hint?: string;
  /** Saved on this phone, not yet synced: an icon in the corner, so the row neither grows nor moves. */
  pending?: boolean;
}

/**
 * A checkbox as a whole row: the box is 32 px inside a row at least 52 px high that is
 * tappable end to end, so a gloved thumb cannot miss it.
 */
export function CheckRow({ label, checked, onCheckedChange, disabled, hint, pending }: CheckRowProps) {
  const id = useId();
  const { t } = useTranslation('shell');
  return (
    <label
      htmlFor={id}
      className={cn(
        'relative flex min-h-13 cursor-pointer select-none items-center gap-3 rounded-xl border-2 px-3 py-2 transition-colors',
        checked ? 'border-success/60 bg-success-soft' : 'border-border bg-surface hover:bg-muted/60',
        disabled && 'cursor-default opacity-60',
      )}
    >
      <Checkbox.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        className={cn(
          'inline-flex size-8 shrink-0 items-center justify-center rounded-lg border-2 transition-colors',
          checked
            ? 'border-success bg-success text-success-foreground'
            : 'border-muted-foreground bg-surface',
        )}
      >
        <Checkbox.Indicator>
          <Check className="size-5" strokeWidth={3} aria-hidden="true" />
        </Checkbox.Indicator>
      </Checkbox.Root>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold">{label}</span>
        {hint && <span className="block truncate text-muted-foreground text-xs">{hint}</span>}
      </span>
      {pending && (
        <span
          className="absolute top-1 right-1 text-warning"
          data-testid="check-pending"
          title={t('offline.pendingBadge')}
        >
          <RefreshCw className="size-3.5" aria-hidden="true" />
          <span className="sr-only">{t('offline.pendingBadge')}</span>
        </span>
      )}
    </label>
  );
}
