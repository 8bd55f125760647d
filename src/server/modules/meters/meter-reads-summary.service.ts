import type { MeterReadsFilter } from '#core/meters/meter-reading.schema.ts';
import type { MeterReadsSummary } from '#core/meters/meter-reads-views.schema.ts';
import type { MarinaCaller } from '#server/plugins/auth-context.ts';
import { readingFilter } from './meter-reads.service.ts';
import { countReadingsByParent, meterSeries } from './meter-reads-summary.queries.ts';

/**
 * GET /api/meter-reads/summary (decision 0046): what the history screen shows of the whole
 * period while its list comes in pages: the result count, each group's count, and the charts'
 * readings (only time and value per reading).
 */
export async function summarizeMeterReads(
  caller: MarinaCaller,
  query: MeterReadsFilter,
): Promise<MeterReadsSummary> {
  const filter = await readingFilter(caller, query);
  const parents = await countReadingsByParent(caller.db, filter);
  const meters = await meterSeries(caller.db, filter);
  return {
    count: parents.reduce((sum, p) => sum + p.count, 0),
    parents: parents.map((p) => ({ guid: p.parentGuid, count: p.count })),
    meters: meters.map((m) => ({
      locationId: m.locationGuid,
      locationName: m.locationName,
      meterType: m.meterType,
      unit: m.unit,
      at: m.at,
      readings: m.readings,
    })),
  };
}
