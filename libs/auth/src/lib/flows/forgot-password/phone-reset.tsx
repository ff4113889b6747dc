import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  ERROR_CODES,
  isApiError,
  useGetRegisterSettingsQuery,
  useResetPasswordByPhoneMutation,
  useSendForgotSmsMutation,
} from '@wl/api-client';
import { type FieldMessage, passwordAsSent, passwordConfirmationMessage, REQUIRED_MESSAGE, useFieldRules, useForm } from '@wl/forms';
import { Button, useModals } from '@wl/ui-kit';
import { AUTH_MODALS } from '../../modals/auth-modal-ids';
import { Actions, Form, FormAlert, FormField } from '../common/form-parts';
import { useFormFailure } from '../common/form-failure';
import { useOpeningFocus } from '../common/opening-focus';
import { MOBILE_NOT_FOUND_MESSAGE } from '../common/messages';
import { MobileCodeFields } from '../sms/mobile-code-fields';
import { codeRefusal, useMobileNumberCheck, verificationCodeMessage } from '../sms/mobile-rules';
import { countdownUntil } from '../sms/use-countdown';

const LABEL_KEYS = { newPassword: 'auth.field.newPassword', confirmNewPassword: 'auth.field.confirmNewPassword' } as const;

/**
 * A failed reset that is about the number (edited after the code was sent, or refused by the server's own check)
 * sends the player back to the number, which the new-password step does not show.
 */
const MOBILE_ERROR_CODES: readonly string[] = [ERROR_CODES.userNotFound, ERROR_CODES.mobileInvalid];

type Verified = { dialingCode: string; mobileNum: string; code: string };

/** A refusal of what the verify step holds: the field it is about, and its message there. */
type Refusal = { field: 'mobileNum' | 'code'; message: FieldMessage };

/** The verify step's field a refusal of the reset is about, if any, and what it says there. */
function refusalOfVerified(error: unknown): Refusal | null {
  const refusedCode = codeRefusal(error);
  // A failed reset that is about the code sends the player back to the code.
  if (refusedCode) return { field: 'code', message: refusedCode };
  if (!isApiError(error)) return null;
  if (error.code === undefined || !MOBILE_ERROR_CODES.includes(error.code)) return null;
  // The catalogue's `user.not.found` names a username or e-mail; the player gave a mobile number.
  return { field: 'mobileNum', message: error.code === ERROR_CODES.userNotFound ? MOBILE_NOT_FOUND_MESSAGE : { key: error.messageKey } };
}

/**
 * Spec §4 phone path: send a code (with its countdown), verify it, set a new password; the
 * player is then logged in with it and lands on `/`. The server checks the code with the new
 * password; if it refuses the code or the number, the player is back at it with the reason. Both steps stay
 * mounted once shown, so going back keeps the number, the code's countdown (the server refuses a
 * second send inside it) and the new password typed.
 */
export function PhoneReset({ close }: { close: () => void }) {
  const [verified, setVerified] = useState<Verified | null>(null);
  const [atPassword, setAtPassword] = useState(false);
  const [refused, setRefused] = useState<Refusal | null>(null);
  const passwordStep = useRef<HTMLDivElement>(null);
  // "Next" hides its own step: the focus goes on to the new password (going back, the code step takes it).
  useEffect(() => {
    if (atPassword) passwordStep.current?.querySelector('input')?.focus();
  }, [atPassword]);
  return (
    <>
      <div hidden={atPassword}>
        <VerifyStep
          refused={refused}
          onVerified={(entered) => {
            setVerified(entered);
            setAtPassword(true);
          }}
        />
      </div>
      {verified && (
        <div ref={passwordStep} hidden={!atPassword}>
          <NewPasswordStep
            verified={verified}
            close={close}
            onRefused={(refusal) => {
              setRefused(refusal);
              setAtPassword(false);
            }}
          />
        </div>
      )}
    </>
  );
}

function VerifyStep({ refused, onVerified }: { refused: Refusal | null; onVerified: (verified: Verified) => void }) {
  const checkMobile = useMobileNumberCheck();
  const [sendSms] = useSendForgotSmsMutation();
  const { failure, show, afresh } = useFormFailure();
  const form = useForm({
    initialValues: { dialingCode: '', mobileNum: '', code: '' },
    validate: (values) => ({ mobileNum: checkMobile(values.mobileNum), code: verificationCodeMessage(values.code) }),
  });
  const { setServerError } = form;
  const { mobileNum } = form.values;
  const formElement = useRef<HTMLFormElement>(null);
  useOpeningFocus(formElement, 'mobileNum');
  // Each refusal is a new object: the same reason twice is said twice. The "Set new password" pressed is now
  // hidden: the focus goes back to the refused field, on the next frame, once its reason describes it.
  useEffect(() => {
    if (!refused) return undefined;
    setServerError(refused.field, refused.message);
    const input = refused.field === 'code' ? 'verificationCode' : 'mobileNum';
    const frame = requestAnimationFrame(() => formElement.current?.querySelector<HTMLInputElement>(`input[name="${input}"]`)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [refused, setServerError]);

  const verify = afresh(
    form.handleSubmit((values) =>
      onVerified({ dialingCode: values.dialingCode, mobileNum: values.mobileNum.trim(), code: values.code.trim() }),
    ),
  );
  return (
    <Form ref={formElement} onSubmit={verify} noValidate>
      <MobileCodeFields
        purpose="resetPassword"
        form={form}
        mobileNumMessage={checkMobile(mobileNum)}
        send={async (proof, countryDialingCode) =>
          countdownUntil((await sendSms({ countryDialingCode, mobileNum: mobileNum.trim(), ...proof }).unwrap()).expirationTime)
        }
        onSendFailed={show}
      />
      <FormAlert failure={failure} />
      <Actions>
        <Button type="submit">
          <FormattedMessage id="auth.forgotPassword.verify" />
        </Button>
      </Actions>
    </Form>
  );
}

function NewPasswordStep({ verified, close, onRefused }: { verified: Verified; close: () => void; onRefused: (refusal: Refusal) => void }) {
  const { data: settings } = useGetRegisterSettingsQuery();
  const rules = useFieldRules(settings);
  const [reset] = useResetPasswordByPhoneMutation();
  const navigate = useNavigate();
  const modals = useModals();
  const { failure, showRefusal, afresh } = useFormFailure();
  const form = useForm({
    initialValues: { newPassword: '', confirmNewPassword: '' },
    validate: ({ newPassword, confirmNewPassword }) => {
      const chosen = passwordAsSent(newPassword);
      return {
        newPassword: rules ? rules.password.validate(chosen, { required: true }) : chosen ? null : REQUIRED_MESSAGE,
        confirmNewPassword: passwordConfirmationMessage(newPassword, confirmNewPassword),
      };
    },
  });

  const submit = afresh(
    form.handleSubmit(async ({ newPassword, confirmNewPassword }) => {
      const password = passwordAsSent(newPassword);
      let userName: string;
      try {
        ({ userName } = await reset({
          mobileNum: verified.mobileNum,
          countryDialingCode: verified.dialingCode,
          verificationCode: verified.code,
          newPassword: password,
          confirmNewPassword: passwordAsSent(confirmNewPassword),
        }).unwrap());
      } catch (error) {
        const refusal = refusalOfVerified(error);
        if (refusal) onRefused(refusal);
        else showRefusal(error);
        return;
      }
      // Spec §4: logged in automatically, on /. The login modal logs in with what was just set the way
      // every login goes (device id, and a captcha, human verification or a new device's code when the
      // server wants one); the used code is never sent again.
      close();
      navigate('/');
      modals.open(AUTH_MODALS.login, { username: userName, password });
    }),
  );

  return (
    <Form onSubmit={submit} noValidate>
      <FormField form={form} name="newPassword" labelKey={LABEL_KEYS.newPassword} type="password" autoComplete="new-password" />
      <FormField
        form={form}
        name="confirmNewPassword"
        labelKey={LABEL_KEYS.confirmNewPassword}
        type="password"
        autoComplete="new-password"
      />
      <FormAlert failure={failure} />
      <Actions>
        <Button type="submit" busy={form.submitting}>
          <FormattedMessage id="auth.forgotPassword.setPassword" />
        </Button>
      </Actions>
    </Form>
  );
}
