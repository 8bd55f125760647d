import { z } from 'zod';
import { NAME_MAX, requiredLine } from '#core/backend/backend.schema.ts';
import { CLOCK_TIME } from './schedule.ts';

/**
 * Patrol tours (issue 17, item 2; decision 0027): a named, ordered list of checkpoints (locations
 * of one marina) walked on a schedule. The schedule is in the marina's local time; its expansion
 * into runs is `schedule.ts`'s, not this file's.
 */
export const TOUR_CHECKPOINTS_MAX = 200;
export const TOUR_TIMES_MAX = 48;
/** A day: the longest a tour, its grace or an interval may be. */
export const TOUR_MINUTES_MAX = 1440;

/** A wall-clock time of the marina, 00:00 to 23:59. */
const timeSchema = z.string().regex(CLOCK_TIME, 'must be a time HH:MM between 00:00 and 23:59');

const noRepeats = (values: readonly unknown[]) => new Set(values).size === values.length;
const ascending = <T extends string | number>(values: readonly T[]): T[] =>
  [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const minutes = (min: number) =>
  z
    .number({ error: 'must be a whole number of minutes' })
    .int('must be a whole number of minutes')
    .min(min, min === 0 ? 'must not be negative' : 'must be more than 0')
    .max(TOUR_MINUTES_MAX, `must be at most ${TOUR_MINUTES_MAX} (a day)`);

/**
 * When a tour starts: fixed start times, and/or every N minutes from one time to another (a `to`
 * earlier than `from` runs past midnight), on the chosen weekdays (ISO: 1 Monday … 7 Sunday;
 * absent: every day). Times and weekdays are kept in ascending order.
 */
export const tourScheduleSchema = z
  .object({
    times: z
      .array(timeSchema)
      .max(TOUR_TIMES_MAX, `must hold at most ${TOUR_TIMES_MAX} times`)
      .refine(noRepeats, 'must not repeat a time')
      .transform(ascending)
      .optional(),
    weekdays: z
      .array(
        z
          .number()
          .int('must be whole days')
          .min(1, 'must be 1 (Monday) to 7 (Sunday)')
          .max(7, 'must be 1 (Monday) to 7 (Sunday)'),
      )
      .min(1, 'must hold at least one weekday (leave it out for every day)')
      .refine(noRepeats, 'must not repeat a weekday')
      .transform(ascending)
      .optional(),
    every: z
      .object({ minutes: minutes(1), from: timeSchema, to: timeSchema })
      .refine((e) => e.from !== e.to, { message: 'must end at another time than it starts', path: ['to'] })
      .optional(),
  })
  .refine((s) => (s.times?.length ?? 0) > 0 || s.every !== undefined, 'must have start times or an interval');
export type TourSchedule = z.output<typeof tourScheduleSchema>;

const tourFields = {
  name: requiredLine(NAME_MAX, 'Tour name is required'),
  checkpointIds: z
    .array(z.uuid())
    .min(1, 'must hold at least one checkpoint')
    .max(TOUR_CHECKPOINTS_MAX, `must hold at most ${TOUR_CHECKPOINTS_MAX} checkpoints`)
    .refine(noRepeats, 'must not repeat a checkpoint'),
  ordered: z.boolean().default(false),
  durationMinutes: minutes(1),
  graceMinutes: minutes(0).default(0),
  schedule: tourScheduleSchema,
  active: z.boolean().default(true),
};

export const createTourBodySchema = z.object({
  ...tourFields,
  marinaId: z.uuid(),
  guid: z.uuid().optional(),
});
export type CreateTourBody = z.output<typeof createTourBodySchema>;
export type CreateTourRequest = z.input<typeof createTourBodySchema>;

/** PUT: the whole form again; a marinaId sent along must be the tour's (a tour never moves). */
export const updateTourBodySchema = z.object({ ...tourFields, marinaId: z.uuid().optional() });
export type UpdateTourBody = z.output<typeof updateTourBodySchema>;
export type UpdateTourRequest = z.input<typeof updateTourBodySchema>;

export const tourSchema = z.object({
  guid: z.uuid(),
  marinaId: z.uuid(),
  name: z.string(),
  /** Location guids, in walking order. */
  checkpointIds: z.array(z.uuid()),
  /** The same checkpoints with their names, for the screen. */
  checkpoints: z.array(z.object({ guid: z.uuid(), name: z.string() })),
  ordered: z.boolean(),
  durationMinutes: z.number().int(),
  graceMinutes: z.number().int(),
  schedule: z.object({
    times: z.array(z.string()).optional(),
    weekdays: z.array(z.number().int()).optional(),
    every: z.object({ minutes: z.number().int(), from: z.string(), to: z.string() }).optional(),
  }),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tour = z.infer<typeof tourSchema>;
