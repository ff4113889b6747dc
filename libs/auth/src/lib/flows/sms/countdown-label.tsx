import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { forTheEyeOnly } from '@wl/ui-kit';

/**
 * A countdown button's words: its label, then, while it counts, the seconds left. The button pressed keeps the
 * focus while it counts, and a screen reader says a focused button's name again each time it changes: the seconds
 * are hidden from it, so the name stays the label, the first words seen (WCAG 2.5.3). A status says when the wait ends.
 */
export function CountdownLabel({ label, secondsLeft }: { label: ReactNode; secondsLeft: number }) {
  if (secondsLeft <= 0) return label;
  return <FormattedMessage id="auth.countdown.label" values={{ label, seconds: secondsLeft, wait: forTheEyeOnly }} />;
}
