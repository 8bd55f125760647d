import { FileWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import { isAdminOf } from '#core/auth/permissions.ts';
import { DropdownMenuItem } from '#web/components/ui/dropdown-menu.tsx';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';
import { TOUR_EXCEPTIONS_PATH } from '../tour-exceptions-path.ts';

/** 'Tour Exceptions' in the user menu: the report, for admins of the current marina (as its endpoint). */
export function TourExceptionsMenuItem({ user }: { user: AuthUser }) {
  const { t } = useTranslation('tourReports');
  const { marinaId } = useCurrentMarina();
  const [, navigate] = useLocation();
  if (!marinaId || !isAdminOf(user.permissions, marinaId)) return null;
  return (
    <DropdownMenuItem onSelect={() => navigate(TOUR_EXCEPTIONS_PATH)}>
      <FileWarning aria-hidden="true" />
      {t('menuItem')}
    </DropdownMenuItem>
  );
}
