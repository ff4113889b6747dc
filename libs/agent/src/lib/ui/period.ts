import { useIntl } from 'react-intl';
import type { Period } from '@wl/api-client';
import { formatDay } from '@wl/i18n';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Spec §9 half months: the 1st to the 15th, then the 16th to the month's end. */
const HALF_MONTH_DAYS = 15;
const WEEK_DAYS = 7;

/**
 * Calendar days of the merchant's time, read and written in UTC so no time zone moves them; and
 * Gregorian in every language (docs/decisions.md: no Buddhist-era year in Thai).
 */
const DAY_FORMAT = { timeZone: 'UTC', calendar: 'gregory' } as const;

const startOf = (firstDay: string) => Date.parse(`${firstDay}T00:00:00Z`);

/** The last day of the period that starts on `start` (epoch ms of a UTC midnight). */
function lastDayOf(start: number, period: Period): number {
  const date = new Date(start);
  if (period === 'WEEKLY') return start + (WEEK_DAYS - 1) * DAY_MS;
  if (period === 'SEMIMONTHLY' && date.getUTCDate() <= HALF_MONTH_DAYS) return start + (HALF_MONTH_DAYS - 1) * DAY_MS;
  // The second half month ends with its month: day 0 of the next month.
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0);
}

/** A UTC midnight's calendar day in the site's shared day pattern (`formatDay` writes a local date's). */
function dayOf(utcMidnight: number): string {
  const date = new Date(utcMidnight);
  return formatDay(new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/**
 * A period named by its first day (`yyyy-MM-dd`, as income rows and paid records come): a day as
 * `yyyy-MM-dd` and a week or half month as its first and last days, as every other screen writes
 * days (the locale's medium date read "2026/12/06" in Japanese); a month as a month, in the reader's
 * language. Anything else is shown as sent.
 */
export function usePeriodLabel(): (firstDay: string, period: Period) => string {
  const intl = useIntl();
  return (firstDay, period) => {
    const start = startOf(firstDay);
    if (Number.isNaN(start)) return firstDay;
    if (period === 'DAILY') return dayOf(start);
    if (period === 'MONTHLY') return intl.formatDate(start, { ...DAY_FORMAT, year: 'numeric', month: 'long' });
    return intl.formatMessage({ id: 'agent.periodRange' }, { from: dayOf(start), to: dayOf(lastDayOf(start, period)) });
  };
}
