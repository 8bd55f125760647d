import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';
import { fieldBox } from './field-box.ts';

/** A multi-line text box matching Input. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        fieldBox,
        'min-h-24 px-3.5 py-2.5 placeholder:text-muted-foreground read-only:bg-muted/60',
        className,
      )}
      {...props}
    />
  );
}
