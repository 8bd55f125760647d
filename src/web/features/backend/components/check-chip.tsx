import { cn } from '#web/lib/cn.ts';

/** A checkbox as a 44 px chip: 'Access', 'Admin'. The hidden suffix names the marina for screen readers. */
export function CheckChip({
  label,
  srSuffix,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  srSuffix: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label
      className={cn(
        'inline-flex min-h-11 cursor-pointer select-none items-center gap-2 rounded-lg border-2 px-3 font-semibold text-sm transition-colors',
        checked ? 'border-primary bg-primary-soft text-primary-soft-foreground' : 'border-border bg-surface',
        disabled && 'cursor-default opacity-60',
      )}
    >
      <input
        type="checkbox"
        className="size-5 accent-primary"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
      <span className="sr-only"> {srSuffix}</span>
    </label>
  );
}
