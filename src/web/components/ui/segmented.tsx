import { ToggleGroup } from 'radix-ui';
import { cn } from '#web/lib/cn.ts';

export interface SegmentOption<V extends string> {
  value: V;
  label: string;
}

/** One choice of a few, as side-by-side 44 px buttons. */
export function Segmented<V extends string>({
  value,
  onChange,
  options,
  label,
  className,
  disabled,
}: {
  value: V;
  onChange: (value: V) => void;
  options: readonly SegmentOption<V>[];
  label: string;
  className?: string;
  disabled?: boolean;
}) {
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      // Radix clears the value when the pressed item is pressed again: keep one chosen.
      onValueChange={(next) => {
        const chosen = options.find((option) => option.value === next);
        if (chosen) onChange(chosen.value);
      }}
      aria-label={label}
      disabled={disabled}
      className={cn('flex w-full gap-1 rounded-xl bg-muted p-1', className)}
    >
      {options.map((option) => (
        <ToggleGroup.Item
          key={option.value}
          value={option.value}
          className={cn(
            'min-h-11 min-w-0 flex-auto whitespace-nowrap rounded-lg px-2 font-semibold text-muted-foreground text-sm transition-colors',
            'hover:text-foreground data-[state=on]:bg-surface data-[state=on]:text-primary data-[state=on]:shadow-sm',
            'disabled:opacity-60',
          )}
        >
          {option.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
