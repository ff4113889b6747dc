import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, VisuallyHidden } from '@wl/ui-kit';
import { CountdownLabel } from './countdown-label';

/** Spec §9: the SMS send button takes one press a second at most. */
export const SMS_SEND_THROTTLE_MS = 1000;

export interface SendCodeButtonProps {
  secondsLeft: number;
  sending: boolean;
  onSend: () => void;
}

/** "Send code", unavailable with the seconds left beside it while the countdown runs (spec §4: sending starts a countdown). */
export function SendCodeButton({ secondsLeft, sending, onSend }: SendCodeButtonProps) {
  const lastPress = useRef(Number.NEGATIVE_INFINITY);
  // The count a countdown started at, said once (each tick would talk over the player), and its end once: the
  // button's name stays "Send code" throughout, so nothing else tells a screen reader it can be pressed again.
  const [counted, setCounted] = useState(secondsLeft);
  const [started, setStarted] = useState<number | null>(null);
  const [ended, setEnded] = useState(false);
  if (secondsLeft !== counted) {
    setCounted(secondsLeft);
    if (secondsLeft > counted) {
      setStarted(secondsLeft);
      setEnded(false);
    } else if (secondsLeft === 0) {
      setStarted(null);
      setEnded(true);
    }
  }
  const waiting = secondsLeft > 0;
  const press = () => {
    const now = Date.now();
    if (now - lastPress.current < SMS_SEND_THROTTLE_MS) return;
    lastPress.current = now;
    onSend();
  };
  return (
    <>
      {/* Unavailable, not disabled, while it counts down: a disabled button drops the keyboard's focus to the page
          just after a send succeeds. */}
      <Button variant="secondary" onClick={press} busy={sending} unavailable={waiting}>
        <CountdownLabel label={<FormattedMessage id="auth.sms.send" />} secondsLeft={secondsLeft} />
      </Button>
      {/* Mounted before it speaks, so the start of a countdown (the code is on its way) and its end are heard. */}
      <VisuallyHidden role="status">
        {started !== null && <FormattedMessage id="auth.sms.sent" values={{ seconds: started }} />}
        {ended && <FormattedMessage id="auth.sms.canResend" />}
      </VisuallyHidden>
    </>
  );
}
