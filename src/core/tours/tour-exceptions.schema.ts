import { z } from 'zod';
import { calendarDaySchema, OUT_OF_CALENDAR } from '#core/common/date-range.ts';
import { RUN_STATUSES } from './run-progress.ts';
import { minutesBetweenScansSchema, runCheckpointSchema, runProgressSchema } from './tour-run.schema.ts';

/** The longest range one exception report may span, in calendar days (a quarter). */
export const REPORT_MAX_DAYS = 92;
/** Without `from` and `to`: the last 7 days in the marina's zone, today included. */
export const REPORT_DEFAULT_DAYS = 7;
export const REPORT_FORMATS = ['json', 'csv'] as const;

const DAY = 86_400_000;

/**
 * The query's problems in the server's words (the web names the field and shows its catalogue's
 * `tourReports:filters.*`, held equal to these by a test).
 */
export const REPORT_QUERY_MESSAGES = {
  notADate: 'must be a date, YYYY-MM-DD',
  fromAfterTo: 'must not be after to',
  tooLong: `must be within ${REPORT_MAX_DAYS} days of from (both included)`,
  outOfCalendar: OUT_OF_CALENDAR,
} as const;
const dateParam = calendarDaySchema(REPORT_QUERY_MESSAGES.notADate);

/**
 * GET /api/reports/tour-exceptions: the marina's runs whose window starts on the days `from` to
 * `to` (the marina's calendar, both included), of one tour or all, as JSON or (`format=csv`) a
 * spreadsheet file.
 */
export const tourExceptionsQuerySchema = z
  .object({
    marinaId: z.uuid(),
    from: dateParam.optional(),
    to: dateParam.optional(),
    /** One tour's runs only (a tour of another marina or client: none). */
    tourId: z.uuid().optional(),
    format: z.enum(REPORT_FORMATS, { error: 'must be json or csv' }).default('json'),
  })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    const days = (Date.parse(q.to) - Date.parse(q.from)) / DAY + 1;
    if (days < 1)
      ctx.addIssue({ code: 'custom', path: ['from'], message: REPORT_QUERY_MESSAGES.fromAfterTo });
    else if (days > REPORT_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: REPORT_QUERY_MESSAGES.tooLong,
      });
  });
export type TourExceptionsQuery = z.output<typeof tourExceptionsQuerySchema>;
export type TourExceptionsRequest = z.input<typeof tourExceptionsQuerySchema>;

/** What one group of runs (a tour, a guard, all) adds up to. */
const countsShape = {
  runs: z.number().int(),
  checkpoints: z.number().int(),
  scanned: z.number().int(),
  missed: z.number().int(),
  late: z.number().int(),
  outOfOrder: z.number().int(),
  minutesBetweenScans: minutesBetweenScansSchema,
};
const runCountsShape = {
  completed: z.number().int(),
  incomplete: z.number().int(),
  missedRuns: z.number().int(),
};

export const reportRunSchema = z.object({
  guid: z.uuid(),
  tourGuid: z.uuid(),
  tourName: z.string(),
  windowStart: z.string(),
  windowEnd: z.string(),
  finishedAt: z.string().nullable(),
  status: z.enum(RUN_STATUSES),
  /** Who made its scans (in time or late), then who started it now, each once. */
  guards: z.array(z.string()),
  progress: runProgressSchema,
  missed: z.number().int(),
  late: z.number().int(),
  outOfOrder: z.number().int(),
  minutesBetweenScans: minutesBetweenScansSchema,
  checkpoints: z.array(runCheckpointSchema.omit({ locationGuid: true })),
});
export type ReportRun = z.infer<typeof reportRunSchema>;

export const tourExceptionReportSchema = z.object({
  marinaId: z.uuid(),
  timeZone: z.string(),
  /** The days reported, on the marina's calendar, both included. */
  from: z.string(),
  to: z.string(),
  generatedAt: z.string(),
  totals: z.object({ ...countsShape, ...runCountsShape, openRuns: z.number().int() }),
  tours: z.array(z.object({ tourGuid: z.uuid(), tourName: z.string(), ...countsShape, ...runCountsShape })),
  guards: z.array(z.object({ name: z.string(), ...countsShape, incomplete: z.number().int() })),
  /** The runs counted (closed or completed), in window order. */
  runs: z.array(reportRunSchema),
});
export type TourExceptionReport = z.infer<typeof tourExceptionReportSchema>;
