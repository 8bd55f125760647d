import { Activity, ClipboardCheck, House, MapPin, ScanLine, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { matchPath } from '#core/routing/path-match.ts';
import { cn } from '#web/lib/cn.ts';

const items = [
  { href: '/', key: 'home', icon: House, also: [] },
  {
    href: '/locations',
    key: 'locations',
    icon: MapPin,
    also: ['/location/:guid', '/edit-location/:guid', '/add-location'],
  },
  // Not in the spec's list: the in-app QR scanner (issue 9, ADR 0020), in the thumb's reach.
  { href: '/scan', key: 'scan', icon: ScanLine, also: [] },
  { href: '/checklists', key: 'checklists', icon: ClipboardCheck, also: [] },
  { href: '/issues', key: 'issues', icon: TriangleAlert, also: [] },
  { href: '/activity', key: 'activity', icon: Activity, also: ['/meter-reads'] },
] as const;

/** Fixed bottom navigation of the signed-in app (spec 000 section 2). */
export function BottomNav() {
  const [path] = useLocation();
  const { t } = useTranslation('shell');
  return (
    <nav
      aria-label={t('nav.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-border border-t bg-surface pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_10px_rgb(0_0_0/0.06)]"
    >
      <ul className="mx-auto grid h-nav max-w-3xl grid-cols-6 px-[env(safe-area-inset-left)]">
        {items.map(({ href, key, icon: Icon, also }) => {
          const active = [href, ...also].some((pattern) => matchPath(pattern, path) !== null);
          return (
            <li key={href} className="flex">
              <Link
                href={href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 flex-1 flex-col items-center justify-center gap-1 font-medium text-xs',
                  active ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <span
                  className={cn(
                    'inline-flex h-8 w-12 items-center justify-center rounded-full',
                    active && 'bg-primary-soft',
                  )}
                >
                  <Icon className="size-6" strokeWidth={active ? 2.4 : 2} aria-hidden="true" />
                </span>
                <span className={cn(active && 'font-bold')}>{t(`nav.${key}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
