import { addDays, endOfMonth, endOfWeek, lightFormat, startOfMonth, startOfWeek } from 'date-fns';

/** Spec: date-range presets are the previous or next 7 or 30 days; periods are daily, weekly, semimonthly, monthly. */
export const DATE_RANGE_PRESETS = ['previous7', 'previous30', 'next7', 'next30'] as const;
export const DATE_RANGE_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];
export type DateRangePeriod = (typeof DATE_RANGE_PERIODS)[number];

/** Calendar days as the API writes them (`yyyy-MM-dd`), in the player's own time zone. */
export const DAY_PATTERN = 'yyyy-MM-dd';
export interface DateRange {
  from: string;
  to: string;
}

/** Both days chosen, the start not after the end: a half-typed or reversed range is not sent, the page asks for the whole one. */
export const isCompleteRange = ({ from, to }: DateRange): boolean => from !== '' && to !== '' && from <= to;

const PRESET_DAYS: Record<DateRangePreset, number> = { previous7: -7, previous30: -30, next7: 7, next30: 30 };
/** A semimonthly period is the 1st–15th or the 16th–end of the month. */
const SEMIMONTH_SPLIT_DAY = 15;

const day = (date: Date) => lightFormat(date, DAY_PATTERN);

/** "Previous 7 days" is the 7 days ending today; "next 7 days" the 7 starting today. */
export function presetRange(preset: DateRangePreset, today: Date): DateRange {
  const days = PRESET_DAYS[preset];
  const far = addDays(today, days > 0 ? days - 1 : days + 1);
  return days > 0 ? { from: day(today), to: day(far) } : { from: day(far), to: day(today) };
}

/** The period that holds today; weeks start on Monday (ISO 8601), as settlement weeks do. */
export function periodRange(period: DateRangePeriod, today: Date): DateRange {
  switch (period) {
    case 'daily':
      return { from: day(today), to: day(today) };
    case 'weekly':
      return { from: day(startOfWeek(today, { weekStartsOn: 1 })), to: day(endOfWeek(today, { weekStartsOn: 1 })) };
    case 'semimonthly': {
      const start = startOfMonth(today);
      return today.getDate() <= SEMIMONTH_SPLIT_DAY
        ? { from: day(start), to: day(addDays(start, SEMIMONTH_SPLIT_DAY - 1)) }
        : { from: day(addDays(start, SEMIMONTH_SPLIT_DAY)), to: day(endOfMonth(today)) };
    }
    case 'monthly':
      return { from: day(startOfMonth(today)), to: day(endOfMonth(today)) };
  }
}
