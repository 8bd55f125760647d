import type { LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';

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
    <Button
      asChild
      size="sm"
      className="bg-white px-3.5 text-primary shadow-none hover:bg-sky-50 dark:bg-primary-soft dark:text-primary-soft-foreground dark:hover:bg-primary-soft/80"
    >
      <Link href={href}>
        <Icon aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}
