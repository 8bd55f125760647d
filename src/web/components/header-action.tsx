import { type LucideIcon, Printer } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';

/** The light colours of a button on the dark sticky header. */
const onHeader =
  'bg-white px-3.5 text-primary shadow-none hover:bg-sky-50 dark:bg-primary-soft dark:text-primary-soft-foreground dark:hover:bg-primary-soft/80';

/**
 * Print on a report's header. A title too long to share a phone's header with the word leaves the
 * button its icon on a phone (the word stays its name): 'Resumen del turno' would be cut short.
 */
export function HeaderPrintButton({
  label,
  title,
  disabled,
}: {
  label: string;
  title: string;
  disabled?: boolean;
}) {
  return (
    <Button size="sm" className={onHeader} onClick={() => window.print()} disabled={disabled}>
      <Printer aria-hidden="true" />
      <span className={title.length > 15 ? 'max-sm:sr-only' : undefined}>{label}</span>
    </Button>
  );
}

/** A light button on the dark sticky header (e.g. 'Add' on Locations). */
export function HeaderLinkButton({
  href,
  icon: Icon,
  label,
}: {
  href: string;
  icon: LucideIcon;
  label: string;
}) {
  return (
    <Button asChild size="sm" className={onHeader}>
      <Link href={href}>
        <Icon aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}
