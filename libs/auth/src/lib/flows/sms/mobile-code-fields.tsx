import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FieldMessage } from '@wl/forms';
import { TextField } from '../shared/form-parts';
import { apiErrorMessage, type ShownMessage } from '../shared/messages';
import { DialingCodeSelect } from './dialing-code';
import { SendCodeButton } from './send-code-button';
import { useCountdown } from './use-countdown';
import { VERIFICATION_CODE_MAX_LENGTH } from './mobile-rules';

export interface MobileCodeFieldsProps {
  dialingCode: string;
  mobileNum: string;
  code: string;
  onDialingCode: (value: string) => void;
  onMobileNum: (value: string) => void;
  onCode: (value: string) => void;
  onTouch: (field: 'mobileNum' | 'code') => void;
  errors: { mobileNum: FieldMessage | null; code: FieldMessage | null };
  /** The mobile number is checked before a code is asked for; its message shows if it fails. */
  mobileNumMessage: FieldMessage | null;
  /** Sends the code; answers how many seconds to count down. Its failure is shown as a warning (spec §8). */
  send: () => Promise<number>;
  /** Without a code (mobile register with SMS verification off) only the number is asked for. */
  withCode?: boolean;
  onSendFailed: (message: ShownMessage | null) => void;
}

/** Dialling code, mobile number, and the SMS code with its send button and countdown (spec §4, §9). */
export function MobileCodeFields(props: MobileCodeFieldsProps) {
  const { dialingCode, mobileNum, code, errors, withCode = true } = props;
  const { secondsLeft, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (props.mobileNumMessage) {
      props.onTouch('mobileNum');
      return;
    }
    setSending(true);
    props.onSendFailed(null);
    try {
      start(await props.send());
    } catch (error) {
      props.onSendFailed(apiErrorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <TextField
        label={<FormattedMessage id="auth.field.mobileNum" />}
        name="mobileNum"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={mobileNum}
        onValue={props.onMobileNum}
        onBlur={() => props.onTouch('mobileNum')}
        error={errors.mobileNum}
        before={<DialingCodeSelect value={dialingCode} onValue={props.onDialingCode} />}
      />
      {withCode && (
        <TextField
          label={<FormattedMessage id="auth.field.verificationCode" />}
          name="verificationCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_MAX_LENGTH}
          value={code}
          onValue={props.onCode}
          onBlur={() => props.onTouch('code')}
          error={errors.code}
          addon={<SendCodeButton secondsLeft={secondsLeft} sending={sending} onSend={send} />}
        />
      )}
    </>
  );
}
