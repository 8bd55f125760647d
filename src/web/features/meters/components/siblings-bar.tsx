import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { LocationRef } from '#core/locations/location.schema.ts';
import type { MeterType } from '#core/meters/meter-constants.ts';
import { SIBLINGS_EACH_SIDE, siblingWindow } from '#core/meters/record-rules.ts';
import { cn } from '#web/lib/cn.ts';
import { useLocationSiblings } from '../api/get-location-siblings.ts';
import { markSiblingNavigation } from '../hooks/use-auto-camera.ts';

interface SiblingsBarProps {
  locationGuid: string;
  meterType: MeterType;
  marinaId: string | null;
  enabled: boolean;
  /** The bottom navigation is on screen (signed in): the bar sits just above it. */
  aboveNav: boolean;
}

function SiblingLink({
  sibling,
  meterType,
  side,
}: {
  sibling: LocationRef;
  meterType: MeterType;
  side: 'previous' | 'next';
}) {
  return (
    <Link
      href={`/record-meter/${sibling.guid}/${meterType}`}
      onClick={() => markSiblingNavigation(sibling.guid)}
      className={cn(
        'flex min-h-12 min-w-0 items-center gap-0.5 rounded-xl border-2 border-border bg-surface px-1.5 font-semibold text-sm',
        'hover:border-primary hover:bg-primary-soft active:bg-primary-soft',
        side === 'next' ? 'justify-end' : 'justify-start',
      )}
    >
      {side === 'previous' && (
        <ChevronLeft className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      )}
      <span className="truncate">{sibling.name}</span>
      {side === 'next' && (
        <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      )}
    </Link>
  );
}

/** The bottom bar: the 2 previous and 2 next sibling locations, same meter type (spec 000 section 2). */
export function SiblingsBar({ locationGuid, meterType, marinaId, enabled, aboveNav }: SiblingsBarProps) {
  const { t } = useTranslation('meters');
  const siblings = useLocationSiblings(locationGuid, marinaId, enabled);
  const { previous, next } = siblingWindow(siblings.data ?? [], locationGuid);
  if (!siblings.data || previous.length + next.length === 0) return null;
  const slots = [
    ...Array.from({ length: SIBLINGS_EACH_SIDE - previous.length }, () => null),
    ...previous.map((s) => ({ sibling: s, side: 'previous' as const })),
    ...next.map((s) => ({ sibling: s, side: 'next' as const })),
    ...Array.from({ length: SIBLINGS_EACH_SIDE - next.length }, () => null),
  ];
  return (
    <nav
      aria-label={t('recordPage.nearby')}
      className={cn(
        'sticky z-20 border-border border-t bg-background/95 px-3 py-2 backdrop-blur',
        aboveNav
          ? 'bottom-[calc(var(--spacing-nav)+env(safe-area-inset-bottom))]'
          : 'bottom-0 pb-[max(0.5rem,env(safe-area-inset-bottom))]',
      )}
    >
      <ul className="mx-auto grid max-w-3xl grid-cols-4 gap-1.5">
        {slots.map((slot, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the four slots are positions
          <li key={index} className="min-w-0">
            {slot && <SiblingLink sibling={slot.sibling} meterType={meterType} side={slot.side} />}
          </li>
        ))}
      </ul>
    </nav>
  );
}
