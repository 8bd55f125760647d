import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';
import { fieldBox } from './field-box.ts';

/** One choice of a select: the value it stands for and what it shows. */
export interface SelectOption {
  value: string;
  label: string;
}

/** The choices of a list of named records: each record's guid, shown by its name. */
export const namedOptions = (records: readonly { guid: string; name: string }[]): SelectOption[] =>
  records.map((record) => ({ value: record.guid, label: record.name }));

/**
 * A styled native select: on a phone it opens the system picker, which is large, familiar and
 * works with one thumb. `options` come after the children (a placeholder or an 'All' first).
 */
export function NativeSelect({
  className,
  children,
  options,
  ...props
}: ComponentProps<'select'> & { options?: readonly SelectOption[] }) {
  return (
    <div className="relative">
      <select className={cn(fieldBox, 'min-h-12 appearance-none py-2 pr-11 pl-3.5', className)} {...props}>
        {children}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        className="-translate-y-1/2 pointer-events-none absolute top-1/2 right-3.5 size-5 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}
