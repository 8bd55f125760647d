import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import { isSuperAdmin } from '#core/auth/permissions.ts';
import { ScreenPlaceholder } from '#web/components/screen-placeholder.tsx';

/** Backend administration is for super_admin holders only; others see why they cannot use it. */
export function SuperAdminOnly({ user, children }: { user: AuthUser; children: ReactNode }) {
  const { t } = useTranslation('backend');
  if (isSuperAdmin(user.permissions)) return children;
  return (
    <ScreenPlaceholder icon={ShieldAlert} title={t('superAdminOnly.title')}>
      {t('superAdminOnly.body')}
    </ScreenPlaceholder>
  );
}
