/**
 * What other features use of the activity feed: the list with the pending entries on top (the
 * dashboard, a location's screen), the feed's queries and the check-in marks of the shift summary.
 */
export { allActivitiesQueryOptions, useActivities } from './api/get-activities.ts';
export { ActivityList } from './components/activity-list.tsx';
export { GpsFlagBadges } from './components/gps-flag-badges.tsx';
export { SyncedLateNote } from './components/synced-late-note.tsx';
export { usePendingActivities } from './hooks/use-pending-activities.ts';
export {
  ACTIVITY_TEXT_NAMESPACES,
  activityTitleText,
  relativeAgeText,
  shownComment,
} from './lib/activity-text.ts';
