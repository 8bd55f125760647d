import { QrCode } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import { isAdminOf } from '#core/auth/permissions.ts';
import { DropdownMenuItem } from '#web/components/ui/dropdown-menu.tsx';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';

/** 'QR Labels' in the user menu: only for admins of the current marina. */
export function LabelsMenuItem({ user }: { user: AuthUser }) {
  const { marinaId } = useCurrentMarina();
  const [, navigate] = useLocation();
  const { t } = useTranslation('patrol');
  if (!marinaId || !isAdminOf(user.permissions, marinaId)) return null;
  return (
    <DropdownMenuItem onSelect={() => navigate('/labels')}>
      <QrCode aria-hidden="true" />
      {t('labels.menuItem')}
    </DropdownMenuItem>
  );
}
