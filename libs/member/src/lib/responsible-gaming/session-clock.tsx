import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Timer } from 'lucide-react';
import { Icon } from '@wl/ui-kit';
import styled from 'styled-components';
import { RESPONSIBLE_GAMING_PATH } from './responsible-gaming-path';
import { elapsedParts, sessionElapsedMs, useNow, useProtection } from './session-time';

const Clock = styled(Link)<{ $compact: boolean }>`
  display: inline-flex;
  flex-direction: ${({ $compact }) => ($compact ? 'column' : 'row')};
  gap: ${({ theme }) => theme.space.xxs};
  align-items: center;
  justify-content: center;
  /* As tall as a thumb's target (the header's row is): 26 × 32 px in the phone's header was a small one to hit. Its
     width stays its digits', as a 360 px row has no room to spare beside a whole balance. */
  min-width: ${({ theme }) => theme.size.target};
  min-height: ${({ theme }) => theme.size.touch};
  color: inherit;
  font-size: ${({ $compact, theme }) => ($compact ? theme.fontSize.xs : 'inherit')};
  line-height: ${({ $compact, theme }) => ($compact ? theme.lineHeight.tight : 'inherit')};
  font-variant-numeric: tabular-nums;
  text-decoration: none;
  white-space: nowrap;
`;

/**
 * The session's elapsed time, always in view while playing (responsible gaming); a click opens the
 * responsible-gaming page, so the controls are one click from anywhere. `compact` (the phone header)
 * stacks the icon over small `h:mm` digits, so the clock takes little width and no extra height. Its
 * accessible name says `h:mm` everywhere.
 */
export function SessionClock({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const { data, fulfilledTimeStamp } = useProtection();
  const now = useNow();
  if (!data) return null;
  const parts = elapsedParts(sessionElapsedMs(data.session.elapsedMs, fulfilledTimeStamp, now));
  // In the locale's digits (Persian, Bengali, Myanmar…), minutes and seconds on two.
  const twoDigits = (value: number) => intl.formatNumber(value, { minimumIntegerDigits: 2 });
  const values = { hours: intl.formatNumber(parts.hours), minutes: twoDigits(parts.minutes), seconds: twoDigits(parts.seconds) };
  const short = intl.formatMessage({ id: 'member.rg.clockShort' }, values);
  // Its name says hours and minutes: a name that changed every second had a screen reader read the focused link again and again.
  const label = intl.formatMessage({ id: 'member.rg.clockLabel' }, { time: short });
  return (
    <Clock $compact={compact} to={RESPONSIBLE_GAMING_PATH} aria-label={label}>
      <Icon icon={Timer} size="sm" />
      {/* On a phone every pixel of the header row counts (the balance gives way first): hours and minutes only. */}
      <span aria-hidden>{compact ? short : intl.formatMessage({ id: 'member.rg.clock' }, values)}</span>
    </Clock>
  );
}
