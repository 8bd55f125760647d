import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import { hasAdminRole } from '#core/auth/permissions.ts';
import { DropdownMenuItem } from '#web/components/ui/dropdown-menu.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { usePhoneAlerts, useSwitchPhoneAlerts } from '../push/phone-alerts.ts';

/**
 * 'Alerts on this phone' in the user menu (issue 33): for those whom alerts are for (admins), on a
 * browser that can receive Web Push. On, the phone rings for every alert the bell gets, with
 * Dockwatch closed; a safety alert can be acknowledged from the notification.
 */
export function PhoneAlertsMenuItem({ user }: { user: AuthUser }) {
  const { t } = useTranslation('notifications');
  const state = usePhoneAlerts();
  const change = useSwitchPhoneAlerts();
  if (!hasAdminRole(user.permissions) || !state.data || state.data === 'unsupported') return null;
  const on = state.data === 'on';
  return (
    <DropdownMenuItem
      // The menu closes and a toast says what changed (a toast over an open menu would hold the
      // menu's Escape and outside taps until it went).
      onSelect={() => {
        if (!change.isPending) change.mutate(!on);
      }}
    >
      <BellRing aria-hidden="true" />
      <span className="flex-1">{t('phone.alerts')}</span>
      <Switch checked={on} tabIndex={-1} aria-hidden="true" className="pointer-events-none" />
    </DropdownMenuItem>
  );
}
