import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { perLocale } from '#core/common/format-locale.ts';
import type { Notification } from '#core/notifications/notification.schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogPanel } from '#web/components/ui/dialog.tsx';
import { cn } from '#web/lib/cn.ts';
import { useMarkAllRead, useMarkRead, useNotifications } from '../api/notifications.ts';
import { alertText } from '../lib/alert-text.ts';

const timeFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
);

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const { t } = useTranslation('notifications');
  const unread = notification.readAt === null;
  const { title, body } = alertText(notification);
  return (
    <li
      className={cn(
        'rounded-xl border p-3',
        unread ? 'border-primary/40 bg-primary-soft/40' : 'border-border',
      )}
      data-unread={unread || undefined}
    >
      {notification.alertCount > 1 && (
        <p className="mb-1 font-semibold text-destructive text-sm">
          {t('alertCount', { n: notification.alertCount })}
        </p>
      )}
      <p className="font-semibold leading-snug">
        {unread && <span className="sr-only">{t('unreadMark')}</span>}
        {title}
      </p>
      {/* A map link in a safety alert is one long word: it wraps rather than widening the card. */}
      {body && <p className="mt-1 whitespace-pre-line text-sm [overflow-wrap:anywhere]">{body}</p>}
      <div className="mt-2 flex items-center justify-between gap-2 text-muted-foreground text-sm">
        <time dateTime={notification.createdAt}>{timeFormat().format(new Date(notification.createdAt))}</time>
        {notification.link && (
          <Link href={notification.link} onClick={onOpen} className="font-semibold text-primary underline">
            {t('open')}
          </Link>
        )}
      </div>
    </li>
  );
}

/**
 * The header's bell: the unread count as a badge (polled every minute and when the window gets
 * focus), opening the list of the user's notifications with 'Mark all read'.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const notifications = useNotifications();
  const markAllRead = useMarkAllRead();
  const markRead = useMarkRead();
  const unread = notifications.data?.unreadCount ?? 0;
  const list = notifications.data?.notifications ?? [];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void notifications.refetch();
      }}
    >
      <button
        type="button"
        onClick={() => {
          setOpen(true);
          void notifications.refetch();
        }}
        className="relative inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10"
      >
        <Bell className="size-6" aria-hidden="true" />
        <span className="sr-only">{unread > 0 ? t('bellUnread', { n: unread }) : t('bell')}</span>
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="-top-0.5 -right-0.5 absolute min-w-5 rounded-full bg-red-600 px-1 text-center font-bold text-white text-xs leading-5"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <DialogPanel
        title={t('title')}
        description={unread > 0 ? t('unreadCount', { n: unread }) : t('allRead')}
      >
        {list.length === 0 ? (
          <p className="text-muted-foreground">{notifications.isPending ? t('loading') : t('empty')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {list.map((notification) => (
              <NotificationItem
                key={notification.guid}
                notification={notification}
                onOpen={() => {
                  if (notification.readAt === null) markRead.mutate(notification.guid);
                  setOpen(false);
                }}
              />
            ))}
          </ul>
        )}
        {unread > 0 && (
          <Button
            className="mt-4 w-full"
            disabled={markAllRead.isPending}
            onClick={() => markAllRead.mutate(list[0]?.guid)}
          >
            {t('markAllRead')}
          </Button>
        )}
      </DialogPanel>
    </Dialog>
  );
}
