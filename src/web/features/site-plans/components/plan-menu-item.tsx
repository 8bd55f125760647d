import { Map as MapIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { DropdownMenuItem } from '#web/components/ui/dropdown-menu.tsx';

/** 'Site plan' in the user menu: the marina on its picture, for everyone at the marina. */
export function PlanMenuItem() {
  const [, navigate] = useLocation();
  const { t } = useTranslation('sitePlans');
  return (
    <DropdownMenuItem onSelect={() => navigate('/plans')}>
      <MapIcon aria-hidden="true" />
      {t('menuItem')}
    </DropdownMenuItem>
  );
}
