import { numericDate } from '#core/common/date-format.ts';
import { type IssueChange, parseIssueChanges } from '#core/issues/issue-changes.ts';
import { finalizedComment } from '#core/occupancy/occupancy.ts';
import { formatMeters, type GpsFlag } from '#core/patrol/gps-flags.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { ACTIVITY_TITLES, relativeAgeOf, visibleComment } from './activity-display.ts';

/**
 * The activity texts core builds in English (activity-display.ts, gps-flags.ts), in the user's
 * language: core gives the parts, the catalogue the words.
 */

/**
 * The namespaces these texts come from. A component that shows them asks for all of them
 * (`useTranslation(ACTIVITY_TEXT_NAMESPACES)`), so it waits until they are there: `i18n.t` outside
 * a component finds a namespace only once it is loaded, and a feed drawn before the issues'
 * words came showed 'status.fixed' (issue 30 item 18).
 */
export const ACTIVITY_TEXT_NAMESPACES = ['activity', 'issues'] as const;

const isTitled = (type: string): type is keyof typeof ACTIVITY_TITLES => Object.hasOwn(ACTIVITY_TITLES, type);

/** The card title of an activity type; other types with underscores as spaces. */
export const activityTitleText = (type: string): string =>
  isTitled(type) ? i18n.t(`activity:type.${type}`) : type.replace(/_/g, ' ');

/** 'Just now', '5 minutes ago', '1 hour ago', else the date (relativeAge's parts). */
export function relativeAgeText(timestamp: string | null | undefined, now: Date = new Date()): string {
  const age = relativeAgeOf(timestamp, now);
  switch (age.kind) {
    case 'none':
      return i18n.t('activity:age.none');
    case 'justNow':
      return i18n.t('activity:age.justNow');
    case 'minutes':
      return i18n.t('activity:age.minutes', { count: age.count });
    case 'hours':
      return i18n.t('activity:age.hours', { count: age.count });
    case 'date':
      return numericDate(age.date);
  }
}

/** A check-in's GPS warning (gpsFlagLabel's words). */
export function gpsFlagText(flag: GpsFlag, distance: number | null, accuracy: number | null): string {
  switch (flag) {
    case 'far':
      return distance === null
        ? i18n.t('activity:gps.farUnknown')
        : i18n.t('activity:gps.far', { distance: formatMeters(distance) });
    case 'inaccurate':
      return accuracy === null
        ? i18n.t('activity:gps.inaccurateUnknown')
        : i18n.t('activity:gps.inaccurate', { accuracy: formatMeters(accuracy) });
    case 'repeat':
      return i18n.t('activity:gps.repeat');
  }
}

function issueChangeText(change: IssueChange): string {
  switch (change.kind) {
    case 'status':
      return i18n.t('activity:issueChange.status', {
        from: i18n.t(`issues:status.${change.from}`),
        to: i18n.t(`issues:status.${change.to}`),
      });
    case 'title':
      return i18n.t('activity:issueChange.title', { from: change.from, to: change.to });
    case 'priority':
      return i18n.t('activity:issueChange.priority', {
        from: i18n.t(`issues:priority.${change.from}`),
        to: i18n.t(`issues:priority.${change.to}`),
      });
    case 'description':
      return i18n.t(
        change.removed
          ? 'activity:issueChange.descriptionRemoved'
          : 'activity:issueChange.descriptionUpdated',
      );
    case 'photos':
      return i18n.t('activity:issueChange.photos', { count: change.count });
  }
}

/**
 * An activity's comment as the card shows it: an issue_updated activity's list of changes
 * (stored in English by the server) in the user's language; any other comment as written.
 */
export function commentText(type: string, comment: string): string {
  const changes = type === 'issue_updated' ? parseIssueChanges(comment) : null;
  if (changes) return changes.map(issueChangeText).join('; ');
  const counts = finalizedCountsOf(comment);
  return counts ? i18n.t('activity:card.occupancyFinalized', counts) : comment;
}

/** The comment a card or the shift summary shows (commentText of the visible comment); null when there is none. */
export function shownComment(type: string, comment: string | null | undefined): string | null {
  const visible = visibleComment(comment);
  return visible ? commentText(type, visible) : null;
}

/** The counts of core's finalizedComment sentence, when the comment is exactly that sentence. */
function finalizedCountsOf(comment: string) {
  const match = /^Occupancy checklist finalized: (\d+) present, (\d+) not present of (\d+)$/.exec(comment);
  if (!match) return null;
  const counts = { present: Number(match[1]), notPresent: Number(match[2]), total: Number(match[3]) };
  return finalizedComment(counts) === comment ? counts : null;
}
