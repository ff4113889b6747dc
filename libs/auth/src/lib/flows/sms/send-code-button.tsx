import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@wl/ui-kit';

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
  const press = () => {
    const now = Date.now();
    if (now - lastPress.current < SMS_SEND_THROTTLE_MS) return;
    lastPress.current = now;
    onSend();
  };
  return (
    <Button variant="secondary" onClick={press} disabled={secondsLeft > 0} busy={sending}>
      {secondsLeft > 0 ? (
        <FormattedMessage id="auth.sms.resendIn" values={{ seconds: secondsLeft }} />
      ) : (
        <FormattedMessage id="auth.sms.send" />
      )}
    </Button>
  );
}
