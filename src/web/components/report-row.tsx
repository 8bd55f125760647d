import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '#web/lib/cn.ts';

interface ReportRowProps extends Omit<HTMLAttributes<HTMLLIElement>, 'title'> {
  /** Where the row's title leads. */
  href: string;
  title: ReactNode;
  /** Its state, at the end of the title's line. */
  badge: ReactNode;
  /** Lines under the title. */
  children?: ReactNode;
  /** The title line's layout on paper, where a row may take one line. */
  titleLineClassName?: string;
  badgeClassName?: string;
}

/**
 * One row of a report's list (the shift summary's sections, the activity page's alerts): a linked
 * title with its state on the same line, and what follows under it. Screen and paper alike.
 */
export function ReportRow({
  href,
  title,
  badge,
  children,
  className,
  titleLineClassName,
  badgeClassName,
  ...rest
}: ReportRowProps) {
  return (
    <li className={cn('py-2.5 first:pt-0 last:pb-0', className)} {...rest}>
      <div className={cn('flex items-baseline justify-between gap-2', titleLineClassName)}>
        <Link
          href={href}
          className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-2 hover:underline print:min-h-0 print:text-foreground"
        >
          {title}
        </Link>
        <span className={badgeClassName}>{badge}</span>
      </div>
      {children}
    </li>
  );
}
