import { addDays, zonedInstant } from '#core/common/calendar-day.ts';
import { isTimeZone } from '#core/common/time-zone.ts';
import { zonedParts } from '#core/common/zoned-parts.ts';

/**
 * When a tour's rounds start (issue 17, decision 0026). Pure: the marina's zone comes in, instants
 * go out. The wire format's zod schema lives with the tours; this is the shape it produces.
 */
export interface TourSchedule {
  /** Fixed start times, 'HH:MM' on the marina's clock. */
  times?: string[];
  /** ISO weekdays, 1 = Monday … 7 = Sunday; absent means every day. */
  weekdays?: number[];
  /** A round every `minutes` real minutes from `from` until before `to` ('HH:MM'; may cross midnight). */
  every?: { minutes: number; from: string; to: string };
}

export interface Slot {
  /** When the round starts. */
  at: Date;
  /** The marina's calendar date at `at`, 'YYYY-MM-DD'. */
  localDate: string;
  /** The marina's wall clock at `at`, 'HH:MM' (a round shifted by spring's gap shows 03:30). */
  localTime: string;
  /** The schedule day the slot belongs to: its own date, or the start day of a window past midnight. */
  day: string;
}

export interface SlotRange {
  timeZone: string;
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
}

export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** '00:00' to '23:59', two digits each: the only clock times a schedule holds. */
export const isClockTime = (value: string): boolean => CLOCK_TIME.test(value);

const MINUTE = 60_000;

const isoWeekday = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

function slotAt(at: number, day: string, timeZone: string): Slot {
  const { date, time } = zonedParts(new Date(at), timeZone);
  return { at: new Date(at), localDate: date, localTime: time, day };
}

/** Every round of one schedule day, whatever the range. */
function daySlots(schedule: TourSchedule, day: string, timeZone: string): number[] {
  if (schedule.weekdays && !schedule.weekdays.includes(isoWeekday(day))) return [];
  const starts = (schedule.times ?? []).map((time) => zonedInstant(day, time, timeZone).getTime());
  const every = schedule.every;
  if (every) {
    if (!(Number.isInteger(every.minutes) && every.minutes > 0)) {
      throw new RangeError(`every.minutes must be a positive whole number, not ${every.minutes}`);
    }
    const start = zonedInstant(day, every.from, timeZone).getTime();
    // A window whose end is not after its start ends the next day; from = to is a whole day.
    const end = zonedInstant(every.to > every.from ? day : addDays(day, 1), every.to, timeZone).getTime();
    for (let at = start; at < end; at += every.minutes * MINUTE) starts.push(at);
  }
  return starts;
}

/**
 * The rounds of `schedule` that start in [from, to), in the marina's zone, sorted, each instant
 * once (a fixed time on the `every` grid is one round). The grid counts real minutes, so a round
 * every 60 minutes stays 60 minutes apart through both daylight-saving nights.
 */
export function scheduledSlots(schedule: TourSchedule, { timeZone, from, to }: SlotRange): Slot[] {
  if (!isTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  for (const time of [
    ...(schedule.times ?? []),
    schedule.every?.from ?? '00:00',
    schedule.every?.to ?? '00:00',
  ]) {
    if (!isClockTime(time)) throw new RangeError(`Not a clock time (HH:MM): ${time}`);
  }
  if (!(from.getTime() < to.getTime())) return [];
  const slots = new Map<number, Slot>();
  // The day before the range's first local day: its window past midnight may reach into the range.
  const last = zonedParts(to, timeZone).date;
  for (let day = addDays(zonedParts(from, timeZone).date, -1); day <= last; day = addDays(day, 1)) {
    for (const at of daySlots(schedule, day, timeZone)) {
      if (at >= from.getTime() && at < to.getTime() && !slots.has(at))
        slots.set(at, slotAt(at, day, timeZone));
    }
  }
  return [...slots.values()].sort((a, b) => a.at.getTime() - b.at.getTime());
}
