import { MapPin, Pencil, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numericDateTime } from '#core/common/date-format.ts';
import { oneOf } from '#core/common/one-of.ts';
import type { Issue } from '#core/issues/issue.schema.ts';
import { ISSUE_STATUSES, type IssueStatus } from '#core/issues/issue-constants.ts';
import { PhotoStrip } from '#web/components/photo-strip.tsx';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { relativeAgeText } from '#web/features/activity/index.ts';
import { cn } from '#web/lib/cn.ts';
import { PendingBadge } from '#web/lib/offline/pending-badge.tsx';
import { useUpdateIssueStatus } from '../api/update-issue-status.ts';
import { accentOf, PriorityBadge, StatusBadge } from './issue-badges.tsx';
import { IssueEditForm } from './issue-edit-form.tsx';
import { issueErrorToast, issueSuccessToast } from './issue-toasts.ts';

interface IssueCardProps {
  issue: Issue;
  marinaId: string;
  /** Show the location name (hidden when every issue shown is at one location). */
  showLocation?: boolean;
  /** h2 where the card sits right under the page title, h3 inside a section. */
  headingLevel?: 2 | 3;
  /** Saved on this phone, not on the server yet: shown, but not editable until it is. */
  pending?: boolean;
}

/** One issue: priority, title, description, where and who; inline editing and the status dropdown. */
export function IssueCard({
  issue,
  marinaId,
  showLocation = true,
  headingLevel = 3,
  pending = false,
}: IssueCardProps) {
  const { t } = useTranslation('issues');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = useId();
  const [editing, setEditing] = useState(false);
  const updateStatus = useUpdateIssueStatus({
    onSuccess: () => issueSuccessToast(t('messages.updated')),
    onError: (error) => issueErrorToast(error, t('messages.statusFailed')),
  });

  const changeStatus = (status: IssueStatus) => {
    if (status === issue.status) return;
    updateStatus.mutate({ guid: issue.guid, status, marinaId });
  };

  return (
    <li
      data-testid="issue-card"
      data-pending={pending || undefined}
      className={cn(
        'rounded-2xl border border-border border-l-[6px] bg-surface shadow-sm',
        accentOf(issue.priority, issue.status),
      )}
    >
      {editing ? (
        <IssueEditForm issue={issue} marinaId={marinaId} onDone={() => setEditing(false)} />
      ) : (
        <div className="p-4 pt-3">
          <div className="flex items-center gap-2">
            <PriorityBadge priority={issue.priority} />
            {issue.status !== 'open' && <StatusBadge status={issue.status} />}
            {pending ? (
              <PendingBadge className="ml-auto" />
            ) : (
              <IconButton
                className="-mr-2 ml-auto text-muted-foreground"
                label={t('card.edit', { title: issue.title })}
                icon={Pencil}
                onClick={() => setEditing(true)}
              />
            )}
          </div>
          <Heading className="mt-1 break-words font-semibold text-lg leading-snug">{issue.title}</Heading>
          {issue.description && (
            <p className="mt-1 whitespace-pre-wrap break-words text-foreground/90">{issue.description}</p>
          )}
          <PhotoStrip photos={issue.photos ?? []} subject={issue.title} className="mt-2" />
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
            {showLocation && issue.locationName && (
              <span className="inline-flex items-center gap-1 font-medium text-foreground">
                <MapPin className="size-4 text-primary" aria-hidden="true" />
                {issue.locationName}
              </span>
            )}
            {issue.createdBy && (
              <span className="inline-flex items-center gap-1">
                <UserRound className="size-4" aria-hidden="true" />
                {issue.createdBy}
              </span>
            )}
            <time dateTime={issue.createdAt} title={numericDateTime(new Date(issue.createdAt))}>
              {relativeAgeText(issue.createdAt)}
            </time>
          </p>
          <div className="mt-3 flex items-center gap-3 border-border border-t pt-3">
            <label htmlFor={`${id}-status`} className="shrink-0 font-semibold">
              {t('card.status')}
            </label>
            <div className="min-w-0 flex-1 sm:max-w-64">
              <NativeSelect
                id={`${id}-status`}
                className="min-h-11"
                value={issue.status}
                disabled={updateStatus.isPending || pending}
                onChange={(event) => {
                  const status = oneOf(ISSUE_STATUSES, event.target.value);
                  if (status) changeStatus(status);
                }}
                options={ISSUE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
              />
            </div>
          </div>
        </div>
      )}
    </li>
  );
}
