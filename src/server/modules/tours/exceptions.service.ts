import { reportDays } from '#core/tours/report-range.ts';
import type { TourExceptionReport, TourExceptionsQuery } from '#core/tours/tour-exceptions.schema.ts';
import { tourExceptionFigures } from '#core/tours/tour-exceptions.ts';
import type { MarinaCaller } from '#server/plugins/auth-context.ts';
import { marinaRuns, marinaTimeZone, runViews } from './runs.queries.ts';

/**
 * GET /api/reports/tour-exceptions (decision 0030): the marina's runs whose window starts on the
 * reported days (the marina's calendar), of one tour when `tourId` names it, answered as every run read is (`runViews`, as of `now`),
 * and added up by `tourExceptionFigures`. Nothing is planned: a report looks back, and the
 * planner never plans the past.
 */
export async function tourExceptionReport(
  { db, scope }: MarinaCaller,
  query: Pick<TourExceptionsQuery, 'from' | 'to' | 'tourId'>,
  now = new Date(),
): Promise<TourExceptionReport> {
  const timeZone = await marinaTimeZone(db, scope.marinaId);
  const days = reportDays(query, timeZone, now);
  const rows = await marinaRuns(db, scope, days.start, days.end);
  const runs = await runViews(db, query.tourId ? rows.filter((r) => r.tourGuid === query.tourId) : rows, now);
  return {
    marinaId: scope.marinaGuid,
    timeZone,
    from: days.from,
    to: days.to,
    generatedAt: now.toISOString(),
    ...tourExceptionFigures(runs),
  };
}
