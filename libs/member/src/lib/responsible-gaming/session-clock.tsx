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
 * responsible-gaming page, so the controls are one click from anywhere, in hours and minutes. `compact` (the
 * phone header) stacks the icon over small digits, so the clock takes little width and no extra height.
 */
export function SessionClock({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const { data, fulfilledTimeStamp } = useProtection();
  const now = useNow();
  if (!data) return null;
  const parts = elapsedParts(sessionElapsedMs(data.session.elapsedMs, fulfilledTimeStamp, now));
  // In the locale's digits (Persian, Bengali, Myanmar…), minutes on two. Hours and minutes, seen and heard alike: a
  // name that changed every second had a screen reader read the focused link again and again, and a name must
  // hold the words it shows (WCAG 2.5.3).
  const time = intl.formatMessage(
    { id: 'member.rg.clockShort' },
    { hours: intl.formatNumber(parts.hours), minutes: intl.formatNumber(parts.minutes, { minimumIntegerDigits: 2 }) },
  );
  return (
    <Clock $compact={compact} to={RESPONSIBLE_GAMING_PATH} aria-label={intl.formatMessage({ id: 'member.rg.clockLabel' }, { time })}>
      <Icon icon={Timer} size="sm" />
      <span aria-hidden>{time}</span>
    </Clock>
  );
}
