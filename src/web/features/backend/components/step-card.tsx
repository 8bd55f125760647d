import type { ReactNode } from 'react';
import { Card, CardContent } from '#web/components/ui/card.tsx';

/** A numbered step of the name fixer. */
export function StepCard({
  step,
  title,
  id,
  children,
}: {
  step: number;
  title: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id}>
      <CardContent className="space-y-4">
        <h2 id={id} className="flex items-center gap-2.5 font-bold text-lg">
          <span
            aria-hidden="true"
            className="inline-flex size-7 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground text-sm"
          >
            {step}
          </span>
          {title}
        </h2>
        {children}
      </CardContent>
    </Card>
  );
}
