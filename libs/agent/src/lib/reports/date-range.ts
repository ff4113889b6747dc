import { PROFIT_PERIODS, type Period } from '@wl/api-client';
import { presetRange, type DateRange, type DateRangePeriod, type DateRangePreset } from '@wl/ui-kit';

/** Spec §9 periods as the API names them, in order. */
export const PERIODS: readonly Period[] = PROFIT_PERIODS;
/** Reports look back: the previous presets of spec §9 (the next ones suit schedules, not records). */
export const REPORT_PRESETS: readonly DateRangePreset[] = ['previous7', 'previous30'];
/** And the spec §9 periods as shortcuts: this day, week, half month, month. */
export const REPORT_PERIODS: readonly DateRangePeriod[] = ['daily', 'weekly', 'semimonthly', 'monthly'];
/** The range a report opens on. */
export const DEFAULT_PRESET: DateRangePreset = 'previous7';
/** Rows a report page holds. */
export const REPORT_PAGE_SIZE = 10;

export interface DayRange {
  startDate: string;
  endDate: string;
}

export const toDayRange = ({ from, to }: DateRange): DayRange => ({ startDate: from, endDate: to });
export const defaultRange = (today: Date = new Date()): DateRange => presetRange(DEFAULT_PRESET, today);
