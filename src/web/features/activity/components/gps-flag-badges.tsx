import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type GpsFlag, knownFlags } from '#core/patrol/gps-flags.ts';
import { cn } from '#web/lib/cn.ts';
import { gpsFlagText } from '../lib/activity-text.ts';

interface GpsFlagBadgesProps {
  flags: readonly string[] | undefined;
  distance: number | null | undefined;
  /** The check-in's reported accuracy, as sent ('80.00'). */
  accuracy: string | null | undefined;
  className?: string;
  /** 'inline': spans, for use inside another list (the shift summary's check-in times). */
  variant?: 'list' | 'inline';
}

const BADGE =
  'inline-flex items-center gap-1 rounded-full bg-warning-soft px-2 py-0.5 font-semibold text-warning-soft-foreground text-xs print:border print:border-foreground';

export const flagText = (
  flag: GpsFlag,
  distance: number | null | undefined,
  accuracy: string | null | undefined,
) => gpsFlagText(flag, distance ?? null, accuracy ? Number(accuracy) : null);

/** GPS proof-of-presence warnings of a check-in (ADR 0020): amber badges; nothing when clean. */
export function GpsFlagBadges({
  flags,
  distance,
  accuracy,
  className,
  variant = 'list',
}: GpsFlagBadgesProps) {
  const { t } = useTranslation('activity');
  const known = knownFlags(flags);
  if (known.length === 0) return null;
  const inline = variant === 'inline';
  const List = inline ? 'span' : 'ul';
  const Item = inline ? 'span' : 'li';
  return (
    <List
      className={cn(inline ? 'inline-flex flex-wrap gap-1.5' : 'flex flex-wrap gap-1.5', className)}
      aria-label={inline ? undefined : t('gps.label')}
      data-testid="gps-flags"
    >
      {known.map((flag) => (
        <Item key={flag} data-flag={flag} className={BADGE}>
          <TriangleAlert className="size-3.5" aria-hidden="true" />
          {flagText(flag, distance, accuracy)}
        </Item>
      ))}
    </List>
  );
}
