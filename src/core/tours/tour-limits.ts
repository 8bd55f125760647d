import type { TourSchedule } from './schedule.ts';

/**
 * What one marina's tours may add up to (issue 30): bounds no real marina meets, so that no
 * listing, planning pass or judging batch grows with a careless schedule. A marina walking a
 * round every 15 minutes around the clock starts 96 runs a day; five such tours, 480.
 */
export const TOURS_PER_MARINA_MAX = 50;
export const MARINA_RUNS_PER_DAY_MAX = 300;

const DAY_MINUTES = 1440;

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The most rounds a schedule starts on one of its days: its fixed times plus the rounds of its
 * interval (a window whose end is not after its start runs past midnight). An upper bound: a
 * fixed time on the interval's grid starts one round, not two, and a daylight-saving night adds
 * or removes an hour's rounds.
 */
export function runsPerDay(schedule: TourSchedule): number {
  const times = schedule.times?.length ?? 0;
  const every = schedule.every;
  if (!every) return times;
  const window = (minutesOf(every.to) - minutesOf(every.from) + DAY_MINUTES) % DAY_MINUTES || DAY_MINUTES;
  return times + Math.ceil(window / every.minutes);
}

export const LIMIT_MESSAGES = {
  tours: `the marina has ${TOURS_PER_MARINA_MAX} tours, the most it may have (delete one first)`,
  runsPerDay: (runs: number) =>
    `the marina's active tours would start ${runs} rounds a day; at most ${MARINA_RUNS_PER_DAY_MAX}`,
};
