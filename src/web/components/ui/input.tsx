import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';
import { fieldBox } from './field-box.ts';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        fieldBox,
        'min-h-12 px-3.5 placeholder:text-muted-foreground aria-invalid:ring-destructive/20',
        className,
      )}
      {...props}
    />
  );
}
