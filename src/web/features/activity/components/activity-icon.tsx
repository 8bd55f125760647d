import {
  AlertTriangle,
  ClipboardCheck,
  Gauge,
  type LucideIcon,
  MessageSquare,
  QrCode,
  RefreshCw,
  Sparkles,
} from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

const STYLES: Record<string, { icon: LucideIcon; className: string }> = {
  patrol_check: { icon: QrCode, className: 'bg-primary-soft text-primary-soft-foreground' },
  comment: { icon: MessageSquare, className: 'bg-muted text-foreground' },
  issue: { icon: AlertTriangle, className: 'bg-destructive-soft text-destructive' },
  issue_created: { icon: AlertTriangle, className: 'bg-destructive-soft text-destructive' },
  issue_updated: { icon: RefreshCw, className: 'bg-warning-soft text-warning' },
  meter_read: { icon: Gauge, className: 'bg-success-soft text-success' },
  checklist: { icon: ClipboardCheck, className: 'bg-primary-soft text-primary-soft-foreground' },
};

/** The icon and colour of an activity type (spec 000 section 3). */
export function ActivityIcon({ type }: { type: string }) {
  const style = STYLES[type] ?? { icon: Sparkles, className: 'bg-muted text-foreground' };
  const Icon = style.icon;
  return (
    <span
      className={cn('inline-flex size-10 shrink-0 items-center justify-center rounded-xl', style.className)}
    >
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
