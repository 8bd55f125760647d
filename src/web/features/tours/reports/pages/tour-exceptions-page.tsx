import { Download, Route as RouteIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminOf } from '#core/auth/permissions.ts';
import { reportDays } from '#core/tours/report-range.ts';
import {
  REPORT_MAX_DAYS,
  REPORT_QUERY_MESSAGES,
  tourExceptionsQuerySchema,
} from '#core/tours/tour-exceptions.schema.ts';
import { hasException, UNNAMED_GUARD } from '#core/tours/tour-exceptions.ts';
import { AdminRequired } from '#web/components/admin-required.tsx';
import { HeaderPrintButton } from '#web/components/header-action.tsx';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ListEmpty, ListError, ListSkeleton } from '#web/components/ui/list-states.tsx';
import { Segmented } from '#web/components/ui/segmented.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';
import { i18n } from '#web/lib/i18n/i18n.ts';
import type { SignedInPageProps } from '#web/lib/page-props.ts';
import { toast } from '#web/lib/toast.ts';
import { downloadTourExceptionsCsv, useMarinaTours, useTourExceptions } from '../api/tour-exceptions.ts';
import { FiguresTable } from '../components/figures-table.tsx';
import { ReportFilters, type ReportFilterValues } from '../components/report-filters.tsx';
import { ReportTotals } from '../components/report-totals.tsx';
import { RunList } from '../components/run-list.tsx';
import { dayText } from '../format.ts';

/**
 * The filters' problem, by the schema's own check (the server's): its message names the problem,
 * shown in the user's language with the field's name ('From must not be after to'); or null.
 */
function filterError(marinaId: string, values: ReportFilterValues): string | null {
  const parsed = tourExceptionsQuerySchema.safeParse({ marinaId, from: values.from, to: values.to });
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const field = issue.path[0];
  switch (issue.message) {
    case REPORT_QUERY_MESSAGES.fromAfterTo:
      return i18n.t('tourReports:filters.fromAfterTo');
    case REPORT_QUERY_MESSAGES.tooLong:
      return i18n.t('tourReports:filters.tooLong', { days: REPORT_MAX_DAYS });
    case REPORT_QUERY_MESSAGES.outOfCalendar:
      return i18n.t(
        field === 'to' ? 'tourReports:filters.toOutOfCalendar' : 'tourReports:filters.fromOutOfCalendar',
      );
    case REPORT_QUERY_MESSAGES.notADate:
      return i18n.t(field === 'to' ? 'tourReports:filters.toNotADate' : 'tourReports:filters.fromNotADate');
    default:
      return i18n.t('errors:request.invalid');
  }
}

/**
 * /tour-exceptions (issue 17 item 5, decision 0030): the marina's tour runs of some days with their
 * missed, late and out-of-order checkpoints; totals, per tour, per guard; CSV and print. Admins.
 */
export function TourExceptionsPage({ user }: SignedInPageProps) {
  const { t } = useTranslation(['tourReports', 'common']);
  const { marinaId, marina, isResolving } = useCurrentMarina();
  const admin = marinaId !== null && isAdminOf(user.permissions, marinaId);
  const now = useMemo(() => new Date(), []);
  const [chosen, setChosen] = useState<ReportFilterValues | null>(null);
  const [show, setShow] = useState<'exceptions' | 'all'>('exceptions');
  const [downloading, setDownloading] = useState(false);
  const timeZone = marina?.timeZone ?? 'UTC';
  const values = chosen ?? { ...reportDays({}, timeZone, now), tourId: '' };
  const error = marinaId ? filterError(marinaId, values) : null;
  const query =
    marinaId && admin && !error
      ? { marinaId, from: values.from, to: values.to, ...(values.tourId ? { tourId: values.tourId } : {}) }
      : null;
  const report = useTourExceptions(query);
  const tours = useMarinaTours(admin ? marinaId : null);
  const data = report.data;

  const header = (
    <PageHeader
      title={t('page.title')}
      subtitle={marina?.name}
      backTo="/marina-settings"
      actions={
        admin && <HeaderPrintButton label={t('page.print')} title={t('page.title')} disabled={!data} />
      }
    />
  );
  if (isResolving) return <LoadingScreen />;
  if (!admin) {
    return <AdminRequired header={header}>{t('page.adminOnly')}</AdminRequired>;
  }

  async function download() {
    if (!query) return;
    setDownloading(true);
    try {
      await downloadTourExceptionsCsv(query);
    } catch (e) {
      toast({
        title: t('common:error'),
        description: errorMessage(e, t('page.csvFailed')),
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  }

  const runs = data ? (show === 'all' ? data.runs : data.runs.filter(hasException)) : [];
  const tourName = values.tourId ? tours.data?.find((t) => t.guid === values.tourId)?.name : undefined;
  return (
    <>
      {header}
      <PageBody className="tour-report space-y-4 pb-8 print:max-w-none print:space-y-3 print:p-0">
        <div className="hidden print:block">
          <h1 className="font-bold text-xl">{t('page.printTitle', { marina: marina?.name ?? '' })}</h1>
        </div>
        <ReportFilters values={values} onChange={setChosen} tours={tours.data ?? []} error={error} />
        <div className="flex flex-wrap items-center justify-between gap-3 px-1">
          <p className="font-semibold" data-testid="report-period">
            {dayText(values.from)} – {dayText(values.to)}
            {tourName ? ` · ${tourName}` : ''}
            <span className="block font-normal text-muted-foreground text-sm">
              {t('page.timesIn', { zone: timeZone })}
            </span>
          </p>
          <Button
            variant="outline"
            onClick={() => void download()}
            disabled={!data || downloading || !!error}
          >
            <Download aria-hidden="true" />
            {t('page.download')}
          </Button>
        </div>
        {error ? null : report.isPending ? (
          <ListSkeleton rows={3} label={t('page.loading')} />
        ) : report.isError && !data ? (
          <ListError title={t('page.failed')} onRetry={() => void report.refetch()} />
        ) : data && data.runs.length === 0 && data.totals.openRuns === 0 ? (
          <ListEmpty icon={RouteIcon} title={t('page.emptyTitle')}>
            {t('page.emptyText')}
          </ListEmpty>
        ) : data ? (
          <div className={report.isPlaceholderData ? 'space-y-4 opacity-60' : 'space-y-4 print:space-y-3'}>
            <ReportTotals totals={data.totals} />
            <FiguresTable
              title={t('page.perTour')}
              nameHeading={t('page.tour')}
              testId="report-tours"
              rows={data.tours.map((t) => ({
                ...t,
                key: t.tourGuid,
                name: t.tourName,
                incomplete: t.incomplete + t.missedRuns,
              }))}
            />
            <FiguresTable
              title={t('page.perGuard')}
              nameHeading={t('page.guard')}
              testId="report-guards"
              rows={data.guards.map((g) => ({
                ...g,
                key: g.name,
                name: g.name === UNNAMED_GUARD ? t('checkpoints.unnamedGuard') : g.name,
              }))}
            />
            <section aria-labelledby="report-runs-title" className="space-y-2">
              <div className="flex flex-wrap items-center justify-between gap-2 px-1">
                <h2 id="report-runs-title" className="font-bold text-lg print:text-base">
                  {t('page.runs')}
                </h2>
                <Segmented
                  label={t('page.runsShown')}
                  className="w-auto print:hidden"
                  value={show}
                  onChange={setShow}
                  options={[
                    { value: 'exceptions', label: t('page.withExceptions') },
                    { value: 'all', label: t('page.allRuns') },
                  ]}
                />
              </div>
              {runs.length === 0 ? (
                <p className="px-1 text-muted-foreground">{t('page.allWalked')}</p>
              ) : (
                <RunList runs={runs} timeZone={data.timeZone} />
              )}
            </section>
          </div>
        ) : null}
      </PageBody>
    </>
  );
}
