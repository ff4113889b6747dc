import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FieldMessage, FormApi } from '@wl/forms';
import { latinDigits } from '@wl/ui-kit';
import { TextField } from '../common/form-parts';
import { apiErrorMessage, type ShownMessage } from '../common/messages';
import { useHumanVerification, type VerificationProof } from '../verification/human-verification';
import { DialingCodeSelect, useDialingCodeOrDefault } from './dialing-code';
import { SendCodeButton } from './send-code-button';
import { useCountdown } from './use-countdown';
import { VERIFICATION_CODE_MAX_LENGTH } from './mobile-rules';

type MobileCodeField = 'dialingCode' | 'mobileNum' | 'code';

/** The part of a form these fields read and write: any form with these three string fields. */
export interface MobileCodeForm {
  values: Record<MobileCodeField, string>;
  setValue: (name: MobileCodeField, value: string) => void;
  touch: (name: MobileCodeField) => void;
  show: (name: MobileCodeField) => void;
  errorOf: FormApi<Record<MobileCodeField, string>>['errorOf'];
}

/** What a code is sent for: a countdown goes on for the same purpose after its form is closed and opened again. */
export type SmsPurpose = 'login' | 'register' | 'resetPassword';

export interface MobileCodeFieldsProps {
  purpose: SmsPurpose;
  form: MobileCodeForm;
  /** The mobile number is checked before a code is asked for; its message shows if it fails. */
  mobileNumMessage: FieldMessage | null;
  /**
   * Sends the code to the dialling code given (the form's own may not be in yet) with the
   * human-verification proof (spec §7: the step comes before every SMS); answers how many seconds
   * to count down. Its failure is shown as a warning (spec §8).
   */
  send: (proof: VerificationProof, dialingCode: string) => Promise<number>;
  /** Without a code (mobile register with SMS verification off) only the number is asked for. */
  withCode?: boolean;
  onSendFailed: (message: ShownMessage | null, error?: unknown) => void;
}

/** Dialling code, mobile number, and the SMS code with its send button and countdown (spec §4, §9). */
export function MobileCodeFields(props: MobileCodeFieldsProps) {
  const { form, withCode = true } = props;
  const { dialingCode, mobileNum, code } = form.values;
  const { setValue } = form;
  // Stable, because the dialling-code select sets its first option in an effect that depends on it.
  const setDialingCode = useCallback((value: string) => setValue('dialingCode', value), [setValue]);
  const { secondsLeft, start } = useCountdown(`sms.${props.purpose}`);
  const [sending, setSending] = useState(false);
  const mobileInput = useRef<HTMLInputElement>(null);
  const verification = useHumanVerification('sms');
  const dialingCodeOrDefault = useDialingCodeOrDefault();
  // The number and the code are read in ASCII digits as typed: a Persian, Arabic or Thai keyboard's digits pass the rules and go out as 0-9.
  const { locale } = useIntl();

  const send = async () => {
    // A send refused before it goes (no valid number) is the latest try too: the last failure no longer speaks.
    props.onSendFailed(null);
    if (props.mobileNumMessage) {
      // As a refused submit does: the number's error drawn, then the focus on the number, which reads it.
      flushSync(() => form.show('mobileNum'));
      mobileInput.current?.focus();
      return;
    }
    setSending(true);
    try {
      const code = await dialingCodeOrDefault(dialingCode);
      if (code !== dialingCode) setDialingCode(code);
      const proof = await verification.verify();
      if (proof) start(await props.send(proof, code));
    } catch (error) {
      props.onSendFailed(apiErrorMessage(error, { serverWords: true }), error);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <TextField
        label={<FormattedMessage id="auth.field.mobileNum" />}
        ref={mobileInput}
        aria-required
        name="mobileNum"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={mobileNum}
        onValue={(value) => setValue('mobileNum', latinDigits(value, locale))}
        onBlur={() => form.touch('mobileNum')}
        error={form.errorOf('mobileNum')}
        before={<DialingCodeSelect value={dialingCode} onValue={setDialingCode} />}
      />
      {withCode && (
        <TextField
          label={<FormattedMessage id="auth.field.verificationCode" />}
          aria-required
          name="verificationCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_MAX_LENGTH}
          value={code}
          onValue={(value) => setValue('code', latinDigits(value, locale))}
          onBlur={() => form.touch('code')}
          error={form.errorOf('code')}
          addon={<SendCodeButton secondsLeft={secondsLeft} sending={sending} onSend={send} />}
        />
      )}
      {verification.step}
    </>
  );
}
