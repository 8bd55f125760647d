import { Download, Printer, Route as RouteIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { isAdminOf } from '#core/auth/permissions.ts';
import { reportDays } from '#core/tours/report-range.ts';
import { tourExceptionsQuerySchema } from '#core/tours/tour-exceptions.schema.ts';
import { hasException } from '#core/tours/tour-exceptions.ts';
import { AdminRequired } from '#web/components/admin-required.tsx';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ListEmpty, ListError, ListSkeleton } from '#web/components/ui/list-states.tsx';
import { Segmented } from '#web/components/ui/segmented.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';
import type { SignedInPageProps } from '#web/lib/page-props.ts';
import { toast } from '#web/lib/toast.ts';
import { downloadTourExceptionsCsv, useMarinaTours, useTourExceptions } from '../api/tour-exceptions.ts';
import { FiguresTable } from '../components/figures-table.tsx';
import { ReportFilters, type ReportFilterValues } from '../components/report-filters.tsx';
import { ReportTotals } from '../components/report-totals.tsx';
import { RunList } from '../components/run-list.tsx';
import { dayText } from '../format.ts';

const FIELD = { from: 'From', to: 'To' } as Record<string, string>;

/** The filters' problem, in the schema's words (the server's own check), or null. */
function filterError(marinaId: string, values: ReportFilterValues): string | null {
  const parsed = tourExceptionsQuerySchema.safeParse({ marinaId, from: values.from, to: values.to });
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return `${FIELD[String(issue.path[0])] ?? ''} ${issue.message}`.trim();
}

/**
 * /tour-exceptions (issue 17 item 5, decision 0030): the marina's tour runs of some days with their
 * missed, late and out-of-order checkpoints; totals, per tour, per guard; CSV and print. Admins.
 */
export function TourExceptionsPage({ user }: SignedInPageProps) {
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
      title="Tour Exceptions"
      subtitle={marina?.name}
      backTo="/marina-settings"
      actions={
        admin && (
          <Button
            size="sm"
            className="bg-white px-3.5 text-primary shadow-none hover:bg-sky-50 dark:bg-primary-soft dark:text-primary-soft-foreground dark:hover:bg-primary-soft/80"
            onClick={() => window.print()}
            disabled={!data}
          >
            <Printer aria-hidden="true" />
            Print
          </Button>
        )
      }
    />
  );
  if (isResolving) return <LoadingScreen />;
  if (!admin) {
    return (
      <AdminRequired header={header}>
        Only administrators of this marina can see its tour exception report.
      </AdminRequired>
    );
  }

  async function download() {
    if (!query) return;
    setDownloading(true);
    try {
      await downloadTourExceptionsCsv(query);
    } catch (e) {
      toast({
        title: 'Error',
        description: errorMessage(e, 'The CSV file could not be downloaded.'),
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
          <h1 className="font-bold text-xl">Tour exception report · {marina?.name}</h1>
        </div>
        <ReportFilters values={values} onChange={setChosen} tours={tours.data ?? []} error={error} />
        <div className="flex flex-wrap items-center justify-between gap-3 px-1">
          <p className="font-semibold" data-testid="report-period">
            {dayText(values.from)} – {dayText(values.to)}
            {tourName ? ` · ${tourName}` : ''}
            <span className="block font-normal text-muted-foreground text-sm">Times in {timeZone}</span>
          </p>
          <Button
            variant="outline"
            onClick={() => void download()}
            disabled={!data || downloading || !!error}
          >
            <Download aria-hidden="true" />
            Download CSV
          </Button>
        </div>
        {error ? null : report.isPending ? (
          <ListSkeleton rows={3} label="Loading the report" />
        ) : report.isError && !data ? (
          <ListError title="Failed to load the report" onRetry={() => void report.refetch()} />
        ) : data && data.runs.length === 0 && data.totals.openRuns === 0 ? (
          <ListEmpty icon={RouteIcon} title="No tour runs in these days">
            Pick other days, or add a tour under Marina Settings.
          </ListEmpty>
        ) : data ? (
          <div className={report.isPlaceholderData ? 'space-y-4 opacity-60' : 'space-y-4 print:space-y-3'}>
            <ReportTotals totals={data.totals} />
            <FiguresTable
              title="Per tour"
              nameHeading="Tour"
              testId="report-tours"
              rows={data.tours.map((t) => ({
                ...t,
                key: t.tourGuid,
                name: t.tourName,
                incomplete: t.incomplete + t.missedRuns,
              }))}
            />
            <FiguresTable
              title="Per guard"
              nameHeading="Guard"
              testId="report-guards"
              rows={data.guards.map((g) => ({ ...g, key: g.name }))}
            />
            <section aria-labelledby="report-runs-title" className="space-y-2">
              <div className="flex flex-wrap items-center justify-between gap-2 px-1">
                <h2 id="report-runs-title" className="font-bold text-lg print:text-base">
                  Runs
                </h2>
                <Segmented
                  label="Runs shown"
                  className="w-auto print:hidden"
                  value={show}
                  onChange={setShow}
                  options={[
                    { value: 'exceptions', label: 'With exceptions' },
                    { value: 'all', label: 'All runs' },
                  ]}
                />
              </div>
              {runs.length === 0 ? (
                <p className="px-1 text-muted-foreground">
                  Every run in these days was walked in full and in order.
                </p>
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
