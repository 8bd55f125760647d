import { z } from 'zod';
import { CURSOR_MESSAGE, decodePageCursor } from '#core/common/page-cursor.ts';
import { isoDateTimeSchema } from '#core/common/wire.schema.ts';
import { RUN_STATUSES } from './run-progress.ts';

/** The longest range one listing of runs may span. */
export const RUN_RANGE_MAX_DAYS = 31;
/** Runs in one page of the list (a marina starts at most MARINA_RUNS_PER_DAY_MAX a day). */
export const RUN_PAGE_SIZE = 300;
const DAY = 86_400_000;

/**
 * GET /api/tour-runs: the marina's runs whose window starts in [from, to) (ISO instants with an
 * offset), a page at a time. Both absent: today in the marina's zone; one absent: a day from (or
 * to) the other. `after`: the nextCursor of the page before.
 */
export const tourRunsQuerySchema = z
  .object({
    marinaId: z.uuid(),
    from: isoDateTimeSchema.optional(),
    to: isoDateTimeSchema.optional(),
    status: z.enum(RUN_STATUSES, { error: `must be one of ${RUN_STATUSES.join(', ')}` }).optional(),
    after: z
      .string()
      .transform((text, ctx) => {
        const cursor = decodePageCursor(text);
        if (!cursor) ctx.addIssue({ code: 'custom', message: CURSOR_MESSAGE });
        return cursor ?? z.NEVER;
      })
      .optional(),
  })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    const span = Date.parse(q.to) - Date.parse(q.from);
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['from'], message: 'must not be after to' });
    else if (span > RUN_RANGE_MAX_DAYS * DAY)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `must be at most ${RUN_RANGE_MAX_DAYS} days after from`,
      });
  });
export type TourRunsQuery = z.output<typeof tourRunsQuerySchema>;

/** POST /api/tours/{guid}/runs: a run started now; the guid makes a retry safe. */
export const startRunBodySchema = z.object({ guid: z.uuid().optional() }).default({});
export type StartRunBody = z.output<typeof startRunBodySchema>;
export type StartRunRequest = z.input<typeof startRunBodySchema>;

/** What happened at one checkpoint of a run (also in the exception report, without its guid). */
export const runCheckpointSchema = z.object({
  position: z.number().int(),
  locationGuid: z.uuid(),
  name: z.string(),
  scannedAt: z.string().nullable(),
  scannedBy: z.string().nullable(),
  late: z.boolean(),
  missed: z.boolean(),
  outOfOrder: z.boolean(),
});

/** A run's checkpoints scanned in its window, of all. */
export const runProgressSchema = z.object({ scanned: z.number().int(), total: z.number().int() });
/** The gaps between a run's consecutive scans in its window (minutes, one decimal); null under two. */
export const minutesBetweenScansSchema = z
  .object({ shortest: z.number(), average: z.number(), longest: z.number() })
  .nullable();

/** A run's checkpoints that count against it, by kind (each checkpoint once: late is not missed). */
export const runExceptionsSchema = z.object({
  missed: z.number().int(),
  late: z.number().int(),
  outOfOrder: z.number().int(),
});

/** A run as the list answers it: times, status and counts, without its checkpoints. */
export const tourRunSummarySchema = z.object({
  guid: z.uuid(),
  tourGuid: z.uuid(),
  tourName: z.string(),
  marinaId: z.uuid(),
  /** The marina's IANA time zone: the run's times are shown on its clock. */
  timeZone: z.string(),
  /** The schedule slot's instant; null for a run started now. */
  scheduledAt: z.string().nullable(),
  windowStart: z.string(),
  /** When the start is due: windowStart plus the tour's grace. */
  startDueAt: z.string(),
  windowEnd: z.string(),
  status: z.enum(RUN_STATUSES),
  /** Who started it now (a name); null for a planned run. */
  startedBy: z.string().nullable(),
  finishedAt: z.string().nullable(),
  progress: runProgressSchema,
  exceptions: runExceptionsSchema,
  minutesBetweenScans: minutesBetweenScansSchema,
});
export type TourRunSummary = z.infer<typeof tourRunSummarySchema>;

/** One run (GET /api/tour-runs/{guid}): the summary and what happened at each checkpoint. */
export const tourRunSchema = tourRunSummarySchema.extend({ checkpoints: z.array(runCheckpointSchema) });
export type TourRun = z.infer<typeof tourRunSchema>;

/** A page of the list: runs in window order, and the cursor of the next page (null at the end). */
export const tourRunsPageSchema = z.object({
  items: z.array(tourRunSummarySchema),
  nextCursor: z.string().nullable(),
});
export type TourRunsPage = z.infer<typeof tourRunsPageSchema>;
