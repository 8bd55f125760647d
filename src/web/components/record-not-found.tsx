import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';
import { ListEmpty } from '#web/components/ui/list-states.tsx';

/** The record an address names is not there (removed, or never was): what, why, and the way back. */
export function RecordNotFound({
  title,
  children,
  backTo,
  backLabel,
}: {
  title: string;
  children: ReactNode;
  backTo: string;
  backLabel: string;
}) {
  return (
    <ListEmpty
      icon={SearchX}
      title={title}
      action={
        <Button asChild>
          <Link href={backTo}>{backLabel}</Link>
        </Button>
      }
    >
      {children}
    </ListEmpty>
  );
}
