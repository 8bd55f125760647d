import type { LucideIcon } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

const tones = {
  primary: 'bg-primary-soft text-primary',
  warning: 'bg-warning-soft text-warning',
  destructive: 'bg-destructive-soft text-destructive',
} as const;

/** The badge's size and its icon's. */
const sizes = {
  md: ['size-12', 'size-6'],
  lg: ['size-14', 'size-7'],
  xl: ['size-16', 'size-8'],
  '2xl': ['size-18', 'size-9'],
} as const;

export type IconBadgeTone = keyof typeof tones;

/** An icon in a round tinted badge: the picture above an empty, failed or missing screen's words. */
export function IconBadge({
  icon: Icon,
  tone = 'primary',
  size = 'md',
  className,
  iconClassName,
}: {
  icon: LucideIcon;
  tone?: IconBadgeTone;
  size?: keyof typeof sizes;
  className?: string;
  /** Classes of the icon itself (a spinning loader, say). */
  iconClassName?: string;
}) {
  const [badge, icon] = sizes[size];
  return (
    <span
      className={cn('inline-flex items-center justify-center rounded-full', badge, tones[tone], className)}
    >
      <Icon className={cn(icon, iconClassName)} aria-hidden="true" />
    </span>
  );
}
