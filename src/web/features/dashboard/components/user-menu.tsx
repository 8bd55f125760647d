import { ArrowLeftRight, KeyRound, LogOut, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx';
import { ChangePasswordDialog, preloadChangePassword } from '#web/features/account/index.ts';
import { BackendMenuItem } from '#web/features/backend/index.ts';
import { MarinaSettingsMenuItem } from '#web/features/marinas/index.ts';
import { EmailAlertsMenuItem, PhoneAlertsMenuItem } from '#web/features/notifications/index.ts';
import { LabelsMenuItem } from '#web/features/patrol/index.ts';
import { useActiveShift } from '#web/features/shifts/index.ts';
import { PlanMenuItem } from '#web/features/site-plans/index.ts';
import { ThemeMenuItems } from '#web/features/theme/index.ts';
import { TourExceptionsMenuItem } from '#web/features/tours/index.ts';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';
import { LanguageMenuItems } from '#web/lib/i18n/language-menu-items.tsx';
import { signOut } from '#web/lib/offline/sign-out.ts';
import { StorageUseLine } from '#web/lib/offline/storage-use-line.tsx';
import { pendingWritesNow } from '#web/lib/offline/use-pending-writes.ts';
import { ChangeMarinaDialog } from './change-marina-dialog.tsx';
import { SignOutDialog } from './sign-out-dialog.tsx';
import { UserDetailsDialog } from './user-details-dialog.tsx';

function initials(user: AuthUser): string {
  const fromNames = `${user.firstName?.trim()[0] ?? ''}${user.lastName?.trim()[0] ?? ''}`;
  return (fromNames || user.email.trim()[0] || '?').toUpperCase();
}

/**
 * The dashboard header's user menu: 'My Account', 'User Details', 'Change Marina' (only with more
 * than one marina and no active shift) and 'Sign Out'.
 */
export function UserMenu({ user }: { user: AuthUser }) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [marinaOpen, setMarinaOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  /** Entries waiting to sync when Sign Out was chosen (kept while the warning closes). */
  const [signOutAsked, setSignOutAsked] = useState({ open: false, count: 0 });
  const { marinas } = useCurrentMarina();
  const activeShift = useActiveShift();
  // Offered only once it is known that no shift is active.
  const noActiveShift = activeShift.isSuccess && activeShift.data?.shift === null;
  const canChangeMarina = marinas.length > 1 && noActiveShift;
  const { t } = useTranslation('dashboard');

  return (
    <>
      <DropdownMenu
        onOpenChange={(open) => {
          if (open) preloadChangePassword();
        }}
      >
        <DropdownMenuTrigger className="inline-flex size-11 items-center justify-center rounded-full bg-white font-bold text-base text-primary ring-2 ring-white/40 hover:bg-sky-50 dark:bg-primary-soft dark:text-primary-soft-foreground dark:hover:bg-primary-soft/80">
          <span aria-hidden="true">{initials(user)}</span>
          <span className="sr-only">{t('menu.open')}</span>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>{t('menu.myAccount')}</DropdownMenuLabel>
          <p className="truncate px-3 pb-2 text-muted-foreground text-sm">{user.email}</p>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setDetailsOpen(true)}>
            <UserRound aria-hidden="true" />
            {t('menu.userDetails')}
          </DropdownMenuItem>
          {canChangeMarina && (
            <DropdownMenuItem onSelect={() => setMarinaOpen(true)}>
              <ArrowLeftRight aria-hidden="true" />
              {t('menu.changeMarina')}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => setPasswordOpen(true)}>
            <KeyRound aria-hidden="true" />
            {t('menu.changePassword')}
          </DropdownMenuItem>
          <EmailAlertsMenuItem />
          <PhoneAlertsMenuItem user={user} />
          <MarinaSettingsMenuItem user={user} />
          <TourExceptionsMenuItem user={user} />
          <PlanMenuItem />
          <LabelsMenuItem user={user} />
          <BackendMenuItem user={user} />
          <DropdownMenuSeparator />
          <ThemeMenuItems />
          <LanguageMenuItems />
          <DropdownMenuSeparator />
          <StorageUseLine />
          <DropdownMenuItem
            variant="destructive"
            onSelect={() => {
              const waiting = pendingWritesNow().length;
              if (waiting > 0) setSignOutAsked({ open: true, count: waiting });
              else void signOut();
            }}
          >
            <LogOut aria-hidden="true" />
            {t('menu.signOut')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <UserDetailsDialog user={user} open={detailsOpen} onOpenChange={setDetailsOpen} />
      <SignOutDialog
        count={signOutAsked.count}
        open={signOutAsked.open}
        onOpenChange={(open) => setSignOutAsked((asked) => ({ ...asked, open }))}
      />
      <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />
      <ChangeMarinaDialog
        open={marinaOpen}
        onOpenChange={setMarinaOpen}
        shiftActive={activeShift.data?.shift != null}
      />
    </>
  );
}
