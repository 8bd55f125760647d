import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { ListEmpty, ListError, ListSkeleton } from '#web/components/ui/list-states.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useMarinaOf } from '#web/lib/marina-of.ts';
import type { SignedInPageProps } from '#web/lib/page-props.ts';
import { useAlert } from '../api/alert.ts';
import { AlertActions } from '../components/alert-actions.tsx';
import { AlertFacts } from '../components/alert-facts.tsx';
import { AlertTimeline } from '../components/alert-timeline.tsx';

/**
 * /alerts/{guid}: one safety alert (issue 33), where its notifications lead. The marina's admins
 * acknowledge and resolve it here; the guard who raised it can read it.
 */
export function AlertPage({ params, user }: SignedInPageProps) {
  const { t } = useTranslation('safety');
  const query = useAlert(params.guid ?? '');
  const marina = useMarinaOf(query.data?.marinaId);
  const alert = query.data;
  const header = <PageHeader title={alert ? t(`alert.kind.${alert.kind}`) : t('alert.title')} backTo="/" />;
  if (!alert) {
    const gone = query.error instanceof ApiError && [400, 403, 404].includes(query.error.status);
    return (
      <>
        {header}
        <PageBody>
          {query.isLoading ? (
            <ListSkeleton rows={4} className="h-12" label={t('alert.loading')} />
          ) : gone ? (
            <ListEmpty icon={SearchX} title={t('alert.gone')} />
          ) : (
            <ListError title={t('alert.loadFailed')} onRetry={() => void query.refetch()} />
          )}
        </PageBody>
      </>
    );
  }
  const timeZone = marina?.timeZone ?? 'UTC';
  const answered = alert.state === 'acknowledged' || alert.state === 'resolved';
  return (
    <>
      {header}
      <PageBody>
        <div className="space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={answered ? 'success' : 'destructive'}>{t(`alert.state.${alert.state}`)}</Badge>
            {marina && <span className="text-muted-foreground text-sm">{marina.name}</span>}
          </div>
          <Card>
            <CardContent className="pt-2">
              <AlertFacts alert={alert} timeZone={timeZone} />
            </CardContent>
          </Card>
          <AlertActions alert={alert} raisedByMe={alert.raisedBy.guid === user.guid} />
          <section aria-labelledby="alert-timeline">
            <h2 id="alert-timeline" className="mb-2 font-bold">
              {t('alert.timeline')}
            </h2>
            <AlertTimeline events={alert.events} timeZone={timeZone} />
          </section>
        </div>
      </PageBody>
    </>
  );
}
