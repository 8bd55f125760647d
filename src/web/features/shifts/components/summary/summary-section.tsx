import { ChevronDown, type LucideIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';

interface SummarySectionProps {
  title: string;
  icon: LucideIcon;
  /** The icon tile's colours. */
  tone: string;
  /** A count beside the title; absent while loading. */
  count?: string | number | undefined;
  defaultOpen?: boolean;
  children: ReactNode;
  testId?: string;
}

/**
 * One collapsible section of the shift summary. A closed section keeps its content in the page,
 * hidden on screen, so that the printed report always shows every section in full.
 */
export function SummarySection({
  title,
  icon: Icon,
  tone,
  count,
  defaultOpen = true,
  children,
  testId,
}: SummarySectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <Card
      className="summary-section overflow-hidden print:break-inside-auto"
      aria-labelledby={`${id}-title`}
      data-testid={testId}
    >
      <h2 id={`${id}-title`}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-content`}
          onClick={() => setOpen((o) => !o)}
          data-print="keep"
          className="group flex min-h-14 w-full items-center gap-3 px-4 py-3 text-left hover:bg-muted/50 print:min-h-0 print:px-0 print:py-1"
        >
          <span
            className={cn(
              'inline-flex size-9 shrink-0 items-center justify-center rounded-lg print:hidden',
              tone,
            )}
          >
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-bold text-[1.0625rem] leading-tight print:text-base">{title}</span>
            {count !== undefined && (
              <span className="whitespace-nowrap rounded-full bg-muted px-2 py-0.5 font-semibold text-muted-foreground text-sm tabular-nums print:bg-transparent print:p-0">
                <span className="print:hidden">{count}</span>
                <span className="hidden print:inline">({count})</span>
              </span>
            )}
          </span>
          <ChevronDown
            className={cn(
              'size-6 shrink-0 text-muted-foreground transition-transform print:hidden',
              open && 'rotate-180',
            )}
            aria-hidden="true"
          />
        </button>
      </h2>
      <div
        id={`${id}-content`}
        className={cn('border-border border-t p-4 print:border-0 print:p-0', !open && 'hidden print:block')}
      >
        {children}
      </div>
    </Card>
  );
}

/** A section's empty state: a line of text and the next action. */
export function SectionEmpty({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-muted-foreground">{text}</p>
      {action && <div className="print:hidden">{action}</div>}
    </div>
  );
}

/** A section's way to the screen where its records are made ('Start Patrol', 'View Checklists'). */
export function SectionLink({
  href,
  icon: Icon,
  children,
}: {
  href: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Button asChild variant="secondary">
      <Link href={href}>
        <Icon aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}
