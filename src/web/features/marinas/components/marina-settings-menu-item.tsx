import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import { isAdminOf } from '#core/auth/permissions.ts';
import { DropdownMenuItem } from '#web/components/ui/dropdown-menu.tsx';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';

/** 'Marina Settings' in the user menu: only for admins of the current marina. */
export function MarinaSettingsMenuItem({ user }: { user: AuthUser }) {
  const { t } = useTranslation('marinas');
  const { marinaId } = useCurrentMarina();
  const [, navigate] = useLocation();
  if (!marinaId || !isAdminOf(user.permissions, marinaId)) return null;
  return (
    <DropdownMenuItem onSelect={() => navigate('/marina-settings')}>
      <Settings aria-hidden="true" />
      {t('settings.menuItem')}
    </DropdownMenuItem>
  );
}
