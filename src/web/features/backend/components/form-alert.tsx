import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** A refusal shown inside a form or dialog, where it stays until the next attempt. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-xl border-2 border-destructive/40 bg-destructive-soft p-3 font-medium text-destructive"
    >
      <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <span className="min-w-0 break-words">{children}</span>
    </div>
  );
}
