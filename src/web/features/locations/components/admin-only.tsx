import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';

/** A location write screen opened by someone who is not an admin (the API would answer 403). */
export function AdminOnly({ title, backTo }: { title: string; backTo: string }) {
  const { t } = useTranslation(['locations', 'common']);
  return (
    <>
      <PageHeader title={title} backTo={backTo} />
      <PageBody>
        <EmptyState
          icon={ShieldAlert}
          tone="warning"
          title={t('states.adminOnlyTitle')}
          action={
            <Button asChild variant="outline">
              <Link href={backTo}>{t('common:goBack')}</Link>
            </Button>
          }
        >
          {t('states.adminOnlyText')}
        </EmptyState>
      </PageBody>
    </>
  );
}
