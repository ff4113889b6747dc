import type { IntlShape } from 'react-intl';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** Each unit is used from its own size up to the next unit's size. */
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', YEAR],
  ['month', MONTH],
  ['week', WEEK],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', SECOND],
];

/** The largest whole unit between `now` and `value`: negative in the past, positive in the future. */
export function relativeTimeParts(
  value: Date | number | string,
  now: Date | number = Date.now(),
): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const diff = new Date(value).getTime() - new Date(now).getTime();
  const [unit, size] = UNITS.find(([, unitSize]) => Math.abs(diff) >= unitSize) ?? ['second', SECOND];
  return { value: Math.trunc(diff / size), unit };
}

/** "3 days ago", "in 2 hours", "yesterday", in the reader's language. */
export function formatRelativeTime(
  intl: Pick<IntlShape, 'formatRelativeTime'>,
  value: Date | number | string,
  now?: Date | number,
): string {
  const parts = relativeTimeParts(value, now);
  return intl.formatRelativeTime(parts.value, parts.unit, { numeric: 'auto' });
}
