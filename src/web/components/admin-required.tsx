import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageBody } from '#web/components/page-body.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ListEmpty } from '#web/components/ui/list-states.tsx';

/** An admin screen opened by someone who is not an admin of it: what it is for, and a way back. */
export function AdminRequired({
  header,
  backTo = '/',
  children,
}: {
  /** The screen's own header, so the page still says where the user is. */
  header: ReactNode;
  backTo?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(['common', 'shell']);
  return (
    <>
      {header}
      <PageBody>
        <ListEmpty
          icon={ShieldAlert}
          title={t('shell:adminRequired')}
          action={
            <Button asChild variant="outline">
              <Link href={backTo}>{t('goBack')}</Link>
            </Button>
          }
        >
          {children}
        </ListEmpty>
      </PageBody>
    </>
  );
}
