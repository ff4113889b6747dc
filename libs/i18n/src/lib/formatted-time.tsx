import { useIntl } from 'react-intl';
import { formatDateTime } from './date-time';
import { formatRelativeTime } from './format';

const toIso = (value: Date | number | string) => new Date(value).toISOString();

/**
 * A date and time in the spec's fixed pattern, machine-readable for assistive technology. Written
 * left to right and isolated (`dir`): in a right-to-left page the space between date and time would
 * otherwise take the page's direction and show the time first ("10:00:00 2026-11-27").
 */
export function DateTime({ value }: { value: Date | number | string }) {
  return (
    <time dir="ltr" dateTime={toIso(value)}>
      {formatDateTime(value)}
    </time>
  );
}

/** "3 days ago" in the reader's language; the exact time shows on hover. */
export function RelativeTime({ value, now }: { value: Date | number | string; now?: Date | number }) {
  const intl = useIntl();
  return (
    <time dateTime={toIso(value)} title={formatDateTime(value)}>
      {formatRelativeTime(intl, value, now)}
    </time>
  );
}
