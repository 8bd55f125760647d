import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** The scrolling content under a PageHeader, with the phone's side margins. */
export function PageBody({ className, ...props }: ComponentProps<'main'>) {
  return <main className={cn('mx-auto w-full max-w-3xl flex-1 space-y-4 px-4 py-4', className)} {...props} />;
}
