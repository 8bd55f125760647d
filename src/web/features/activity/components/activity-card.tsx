import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { timeOfDay } from '#core/common/date-format.ts';
import { PhotoStrip } from '#web/components/photo-strip.tsx';
import type { PendingActivity } from '#web/features/activity/api/offline-activities.ts';
import { PendingBadge } from '#web/lib/offline/pending-badge.tsx';
import {
  ACTIVITY_TEXT_NAMESPACES,
  activityTitleText,
  relativeAgeText,
  shownComment,
} from '../lib/activity-text.ts';
import { ActivityIcon } from './activity-icon.tsx';
import { GpsFlagBadges } from './gps-flag-badges.tsx';
import { MeterReadingBlock, PendingReading } from './meter-reading-block.tsx';
import { SyncedLateNote } from './synced-late-note.tsx';

const timeOfTimestamp = (timestamp: string | null): string | null =>
  timestamp ? timeOfDay(new Date(timestamp)) : null;

interface ActivityCardProps {
  activity: PendingActivity;
  /** Saved on this phone and not yet synced (ADR 0021): marked, its reading shown from the phone. */
  pending?: boolean;
  /** Show the location name (feeds that mix locations). */
  showLocation?: boolean;
  /** Extra content under the comment (a meter_read card renders its reading block itself). */
  children?: ReactNode;
}

/** One activity: icon and colour per type, title, location, time of day plus relative age, comment. */
export function ActivityCard({
  activity,
  showLocation = true,
  pending = false,
  children,
}: ActivityCardProps) {
  const { t } = useTranslation(ACTIVITY_TEXT_NAMESPACES);
  const comment = shownComment(activity.type, activity.comment);
  const title = activityTitleText(activity.type);
  const age = relativeAgeText(activity.timestamp);
  const time = timeOfTimestamp(activity.timestamp);
  return (
    <li
      className="flex gap-3 rounded-2xl border border-border bg-surface p-3 shadow-sm"
      data-testid="activity-card"
      data-pending={pending || undefined}
    >
      <ActivityIcon type={activity.type} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-2">
          <p className="font-semibold">{title}</p>
          <p className="text-muted-foreground text-sm tabular-nums">{time ? `${time} · ${age}` : age}</p>
        </div>
        {showLocation && activity.locationName && (
          <p className="truncate text-muted-foreground text-sm">{activity.locationName}</p>
        )}
        {activity.staffName && <p className="text-muted-foreground text-xs">{activity.staffName}</p>}
        <SyncedLateNote timestamp={activity.timestamp} receivedAt={activity.receivedAt} />
        <GpsFlagBadges
          flags={activity.gpsFlags}
          distance={activity.gpsDistance}
          accuracy={activity.gpsAccuracy}
          className="mt-1.5"
        />
        {comment && <p className="mt-1 whitespace-pre-wrap break-words">{comment}</p>}
        <PhotoStrip
          photos={activity.photos ?? []}
          subject={
            activity.locationName
              ? t('card.photoSubjectAt', { title, location: activity.locationName })
              : t('card.photoSubject', { title })
          }
          className="mt-2"
        />
        {pending ? (
          <>
            {activity.reading && <PendingReading activity={activity} reading={activity.reading} />}
            <PendingBadge className="mt-1.5" />
          </>
        ) : (
          activity.type === 'meter_read' && <MeterReadingBlock activity={activity} />
        )}
        {children}
      </div>
    </li>
  );
}
