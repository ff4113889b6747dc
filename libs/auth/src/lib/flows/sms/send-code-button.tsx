import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, VisuallyHidden } from '@wl/ui-kit';

/** Spec §9: the SMS send button takes one press a second at most. */
export const SMS_SEND_THROTTLE_MS = 1000;

export interface SendCodeButtonProps {
  secondsLeft: number;
  sending: boolean;
  onSend: () => void;
}

/** "Send code", then "Resend in N s" while the countdown runs (spec §4: sending starts a countdown). */
export function SendCodeButton({ secondsLeft, sending, onSend }: SendCodeButtonProps) {
  const lastPress = useRef(Number.NEGATIVE_INFINITY);
  // The count a countdown started at, said once (each tick would talk over the player); the button's own
  // label changes silently.
  const [counted, setCounted] = useState(secondsLeft);
  const [started, setStarted] = useState<number | null>(null);
  if (secondsLeft !== counted) {
    setCounted(secondsLeft);
    if (secondsLeft > counted) setStarted(secondsLeft);
    else if (secondsLeft === 0) setStarted(null);
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
        {waiting ? <FormattedMessage id="auth.sms.resendIn" values={{ seconds: secondsLeft }} /> : <FormattedMessage id="auth.sms.send" />}
      </Button>
      {/* Mounted before it speaks, so the start of a countdown (the code is on its way) is heard. */}
      <VisuallyHidden role="status">
        {started !== null && <FormattedMessage id="auth.sms.sent" values={{ seconds: started }} />}
      </VisuallyHidden>
    </>
  );
}
