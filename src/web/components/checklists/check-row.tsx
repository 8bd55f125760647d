import { Check } from 'lucide-react';
import { Checkbox } from 'radix-ui';
import { useId } from 'react';
import { cn } from '#web/lib/cn.ts';

interface CheckRowProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Quiet text under the label. */
  hint?: string;
}

/**
 * A checkbox as a whole row: the box is 32 px inside a row at least 52 px high that is
 * tappable end to end, so a gloved thumb cannot miss it.
 */
export function CheckRow({ label, checked, onCheckedChange, disabled, hint }: CheckRowProps) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex min-h-13 cursor-pointer select-none items-center gap-3 rounded-xl border-2 px-3 py-2 transition-colors',
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
    </label>
  );
}
