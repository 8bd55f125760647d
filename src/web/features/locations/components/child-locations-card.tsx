import { ChevronDown, ChevronRight, EllipsisVertical, Pencil } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { LocationDetail } from '#core/locations/location.schema.ts';
import { Card } from '#web/components/ui/card.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx';
import { useLocationTypeName } from '#web/features/marina-locations/index.ts';
import { cn } from '#web/lib/cn.ts';
import { StatusBadge } from './status-badge.tsx';

type Child = LocationDetail['children'][number];

function ChildEditMenu({ child }: { child: Child }) {
  const [, navigate] = useLocation();
  const { t } = useTranslation('locations');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t('children.options', { name: child.name })}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        <EllipsisVertical className="size-5" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-48">
        <DropdownMenuItem onSelect={() => navigate(`/edit-location/${child.guid}`)}>
          <Pencil aria-hidden="true" />
          {t('children.edit')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Longer lists start folded, so Add Note and the feed stay near the top of a dock with many slips. */
export const CHILDREN_SHOWN_OPEN = 6;

/** The collapsible 'Locations: N' list of a location's children; admins get an edit menu per child. */
export function ChildLocationsCard({
  locations,
  isAdmin,
  defaultOpen = locations.length <= CHILDREN_SHOWN_OPEN,
}: {
  locations: Child[];
  isAdmin: boolean;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const { t } = useTranslation('locations');
  const typeLabel = useLocationTypeName();
  if (locations.length === 0) return null;
  return (
    <Card data-testid="child-locations">
      <Collapsible.Root open={open} onOpenChange={setOpen}>
        <h2>
          <Collapsible.Trigger className="flex min-h-14 w-full items-center justify-between gap-3 rounded-2xl px-4 text-left font-semibold text-lg">
            <span>
              <Trans
                t={t}
                i18nKey="children.count"
                values={{ count: locations.length }}
                components={{ count: <span className="tabular-nums" /> }}
              />
            </span>
            <ChevronDown
              className={cn('size-6 text-muted-foreground transition-transform', open && 'rotate-180')}
              aria-hidden="true"
            />
          </Collapsible.Trigger>
        </h2>
        <Collapsible.Content>
          <ul className="divide-y divide-border border-border border-t">
            {locations.map((child) => (
              <li key={child.guid} className="flex items-center gap-1 pr-1.5">
                <Link
                  href={`/location/${child.guid}`}
                  className="flex min-h-12 min-w-0 flex-1 items-center gap-2 py-1.5 pl-4 hover:bg-muted/60"
                >
                  <span className="min-w-0 flex-1 truncate">
                    <span className="font-semibold">{child.name}</span>
                    <span className="ml-2 text-muted-foreground text-sm">{typeLabel(child.typeName)}</span>
                  </span>
                  <StatusBadge status={child.status} />
                  {!isAdmin && (
                    <ChevronRight className="mr-2 size-5 text-muted-foreground" aria-hidden="true" />
                  )}
                </Link>
                {isAdmin && <ChildEditMenu child={child} />}
              </li>
            ))}
          </ul>
        </Collapsible.Content>
      </Collapsible.Root>
    </Card>
  );
}
