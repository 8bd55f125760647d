import { Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import { isSuperAdmin } from '#core/auth/permissions.ts';
import { DropdownMenuItem } from '#web/components/ui/dropdown-menu.tsx';

/** 'Backend' in the user menu: only for super admins. */
export function BackendMenuItem({ user }: { user: AuthUser }) {
  const { t } = useTranslation('backend');
  const [, navigate] = useLocation();
  if (!isSuperAdmin(user.permissions)) return null;
  return (
    <DropdownMenuItem onSelect={() => navigate('/backend')}>
      <Wrench aria-hidden="true" />
      {t('menuItem')}
    </DropdownMenuItem>
  );
}
