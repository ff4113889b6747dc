import { lightFormat } from 'date-fns';

// Apart from the other formats: only pages that show dates load date-fns, never the site's first screen.
// The spec's patterns are numbers only: `lightFormat` writes them without date-fns's locale data
// (4.6 KB of brotli less on every page that shows a date).

/**
 * Spec §2: notice dates read `yyyy-MM-dd hh:mm:ss`. The hour is written on the 24-hour clock
 * (`HH`): the pattern carries no AM/PM marker, so a 12-hour hour would be ambiguous.
 */
export const DATE_TIME_PATTERN = 'yyyy-MM-dd HH:mm:ss';

/** A date and time in the spec's fixed pattern, whatever the language (no Buddhist-era year in Thai). */
export function formatDateTime(value: Date | number | string): string {
  return lightFormat(new Date(value), DATE_TIME_PATTERN);
}

/** The spec's day, `yyyy-MM-dd` (its dates without the time), as the date fields and the API write it. */
const DAY_PATTERN = 'yyyy-MM-dd';

/** A calendar day (the date's own, in local time) in the spec's fixed pattern, whatever the language. */
export function formatDay(value: Date | number | string): string {
  return lightFormat(new Date(value), DAY_PATTERN);
}
