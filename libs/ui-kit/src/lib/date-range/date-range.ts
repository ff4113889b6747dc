import { formatDay } from '@wl/i18n';
import { addDays, endOfMonth, endOfWeek, startOfMonth, startOfWeek } from 'date-fns';

/** Spec: date-range presets are the previous or next 7 or 30 days; periods are daily, weekly, semimonthly, monthly. */
export const DATE_RANGE_PRESETS = ['previous7', 'previous30', 'next7', 'next30'] as const;
export const DATE_RANGE_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];
export type DateRangePeriod = (typeof DATE_RANGE_PERIODS)[number];

export interface DateRange {
  from: string;
  to: string;
}

/** Both days chosen, the start not after the end: a half-typed or reversed range is not sent, the page asks for the whole one. */
export const isCompleteRange = ({ from, to }: DateRange): boolean => from !== '' && to !== '' && from <= to;

const PRESET_DAYS: Record<DateRangePreset, number> = { previous7: -7, previous30: -30, next7: 7, next30: 30 };
/** A semimonthly period is the 1st–15th or the 16th–end of the month. */
const SEMIMONTH_SPLIT_DAY = 15;

/** "Previous 7 days" is the 7 days ending today; "next 7 days" the 7 starting today. */
export function presetRange(preset: DateRangePreset, today: Date): DateRange {
  const days = PRESET_DAYS[preset];
  const far = addDays(today, days > 0 ? days - 1 : days + 1);
  return days > 0 ? { from: formatDay(today), to: formatDay(far) } : { from: formatDay(far), to: formatDay(today) };
}

/** The period that holds today; weeks start on Monday (ISO 8601), as settlement weeks do. */
export function periodRange(period: DateRangePeriod, today: Date): DateRange {
  switch (period) {
    case 'daily':
      return { from: formatDay(today), to: formatDay(today) };
    case 'weekly':
      return { from: formatDay(startOfWeek(today, { weekStartsOn: 1 })), to: formatDay(endOfWeek(today, { weekStartsOn: 1 })) };
    case 'semimonthly': {
      const start = startOfMonth(today);
      return today.getDate() <= SEMIMONTH_SPLIT_DAY
        ? { from: formatDay(start), to: formatDay(addDays(start, SEMIMONTH_SPLIT_DAY - 1)) }
        : { from: formatDay(addDays(start, SEMIMONTH_SPLIT_DAY)), to: formatDay(endOfMonth(today)) };
    }
    case 'monthly':
      return { from: formatDay(startOfMonth(today)), to: formatDay(endOfMonth(today)) };
  }
}
