import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ERROR_MESSAGE_KEYS, isApiError, loginDeviceCheck, loginNeedsCaptcha, useLoginMutation, type LoginFailure } from '@wl/api-client';
import { REQUIRED_MESSAGE, useForm, passwordAsSent } from '@wl/forms';
import { Button, latinDigits } from '@wl/ui-kit';
import { CaptchaField } from '../captcha/captcha-field';
import { Actions, CheckboxField, Form, FormAlert, LinkButton, LiveRegion, TextField } from '../common/form-parts';
import { useFormFailure } from '../common/form-failure';
import { useOpeningFocus } from '../common/opening-focus';
import { deviceId } from '../../remember/device-id';
import { rememberUsername } from '../../remember/remember-me';
import { rememberedUsername } from '../../remember/remembered-username';
import { codeRefusal, verificationCodeMessage } from '../sms/mobile-rules';
import { SendCodeButton } from '../sms/send-code-button';
import { countdownFromMinutes, useCountdown } from '../sms/use-countdown';
import { useHumanVerification } from '../verification/human-verification';
import { useCompleteLogin } from './complete-login';

export interface PasswordLoginFormProps {
  /** What the header's inline form already holds: the login runs with it at once. */
  prefill?: { username?: string; password?: string };
  close: () => void;
  onForgotPassword: () => void;
}

const filled = (value: string) => (value.trim() ? null : REQUIRED_MESSAGE);
/**
 * Username and password login (spec §4, §5): both required and trimmed. A failed login stops
 * loading and shows the server's message; when it asks for a captcha, the captcha appears and is
 * required from then on, with a new image after each failure.
 */
export function PasswordLoginForm({ prefill, close, onForgotPassword }: PasswordLoginFormProps) {
  const [login] = useLoginMutation();
  const completeLogin = useCompleteLogin();
  const { failure, showRefusal, afresh } = useFormFailure();
  const [captchaFor, setCaptchaFor] = useState('');
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const captchaShown = captchaFor !== '';
  // Counts the logins refused for a captcha not yet shown: each takes the focus to the field that appears.
  const [captchaAsked, setCaptchaAsked] = useState(0);
  // Spec §9 remember me: the username of the last login that asked for it, for a day.
  const [remembered] = useState(rememberedUsername);
  // Ticked for the remembered name only: another player at the same computer (the header's form included, which
  // logs in at once) is remembered only by ticking the box.
  const [rememberChoice, setRemember] = useState<boolean | null>(null);
  const remembers = (username: string) => rememberChoice ?? (remembered !== null && username.trim() === remembered);
  // Spec §2: a login from a new device asks for the code the server sent (SMS, else e-mail).
  const [deviceCheck, setDeviceCheck] = useState<NonNullable<LoginFailure['deviceCheck']> | null>(null);
  const countdown = useCountdown();
  // "Resend" logs in again without the code, outside the form's submit: it tracks its own busy state.
  const [resending, setResending] = useState(false);
  // Spec §7: the human-verification step before each login, when the merchant asks for it.
  const verification = useHumanVerification('login');
  const { locale } = useIntl();

  const form = useForm({
    initialValues: { username: prefill?.username || remembered || '', password: prefill?.password ?? '', captcha: '', deviceCode: '' },
    validate: ({ username, password, captcha, deviceCode }) => ({
      username: filled(username),
      password: filled(password),
      captcha: captchaShown ? filled(captcha) : undefined,
      deviceCode: deviceCheck ? verificationCodeMessage(deviceCode) : undefined,
    }),
  });
  const { setValue, setServerError } = form;
  const setCaptcha = useCallback((value: string) => setValue('captcha', value), [setValue]);

  const attempt = async (values: typeof form.values, withCode: boolean) => {
    const username = values.username.trim();
    const password = passwordAsSent(values.password);
    const proof = await verification.verify();
    if (!proof) return;
    let result;
    try {
      result = await login({
        type: 'username',
        username,
        password,
        ...proof,
        deviceId: deviceId(),
        ...(captchaShown ? { captcha: values.captcha.trim() } : {}),
        ...(withCode ? { deviceCode: values.deviceCode.trim() } : {}),
      }).unwrap();
    } catch (error) {
      const check = loginDeviceCheck(error);
      if (check) {
        setDeviceCheck(check);
        countdown.start(countdownFromMinutes(check.expiredMinutes));
        return;
      }
      const refusedCode = withCode ? codeRefusal(error) : null;
      if (refusedCode) {
        setServerError('deviceCode', refusedCode);
        return;
      }
      if (loginNeedsCaptcha(error)) {
        if (captchaShown) {
          // A new image wants a new answer. Cleared here, before the refusal is set below, so clearing
          // the field does not also wipe its "invalid captcha" message.
          setValue('captcha', '');
          setCaptchaGeneration((generation) => generation + 1);
        }
        setCaptchaFor(username);
      }
      if (isApiError(error) && error.messageKey === ERROR_MESSAGE_KEYS.invalidCaptcha) {
        // A captcha the player was never shown (a name the server wants one for, handed over from the header) is not
        // wrong: the field appears, and the player is taken to it.
        if (captchaShown) setServerError('captcha', { key: error.messageKey });
        else setCaptchaAsked((asked) => asked + 1);
      } else showRefusal(error);
      return;
    }
    rememberUsername(username, remembers(username));
    await completeLogin(result, { type: 'username', password, close });
  };
  const submit = afresh(form.handleSubmit((values) => attempt(values, deviceCheck !== null)));
  const resend = afresh(async () => {
    setResending(true);
    try {
      await attempt(form.values, false);
    } finally {
      setResending(false);
    }
  });
  const busy = form.submitting || resending;

  // The code field appears below the pressed "Log in": the focus goes to it once, when the check starts
  // ("Resend" keeps its own focus).
  const formElement = useRef<HTMLFormElement>(null);
  const checking = deviceCheck !== null;
  useEffect(() => {
    if (checking) formElement.current?.querySelector<HTMLInputElement>('input[name="deviceCode"]')?.focus();
  }, [checking]);
  useEffect(() => {
    if (captchaAsked > 0) formElement.current?.querySelector<HTMLInputElement>('input[name="captcha"]')?.focus();
  }, [captchaAsked]);

  // The header's inline form hands over a name and a password: log in with them once, as if submitted here. Not a
  // password typed alone: the remembered name filled in beside it may be another player's, whose account would take
  // the attempt. Nor a name alone (the header fills in a remembered one): the player has a password still to type.
  const handedOver = Boolean(prefill?.username?.trim() && prefill.password);
  // Opened to log in, the dialog starts where the player types: the password under a name (remembered or handed
  // over), else the name. Not over a hand-over (it submits at once), nor where the player has already moved the focus.
  useOpeningFocus(formElement, handedOver ? null : form.values.username ? 'password' : 'username');

  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (!handedOver || autoSubmitted.current) return;
    autoSubmitted.current = true;
    void submit();
  });

  return (
    <Form ref={formElement} onSubmit={submit} noValidate>
      <TextField
        label={<FormattedMessage id="auth.field.username" />}
        name="username"
        autoComplete="username"
        value={form.values.username}
        onValue={(value) => setValue('username', value)}
        onBlur={() => form.touch('username')}
        error={form.errorOf('username')}
      />
      <TextField
        label={<FormattedMessage id="auth.field.password" />}
        name="password"
        type="password"
        autoComplete="current-password"
        value={form.values.password}
        onValue={(value) => setValue('password', value)}
        onBlur={() => form.touch('password')}
        error={form.errorOf('password')}
      />
      {captchaShown && (
        <CaptchaField
          issuedFor={captchaFor}
          value={form.values.captcha}
          onValue={setCaptcha}
          error={form.errorOf('captcha')}
          generation={captchaGeneration}
        />
      )}
      {deviceCheck && (
        <TextField
          label={<FormattedMessage id="auth.device.code" />}
          name="deviceCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={form.values.deviceCode}
          // Read in ASCII digits as typed: a code typed on a Persian, Arabic or Thai keyboard goes out as 0-9.
          onValue={(value) => setValue('deviceCode', latinDigits(value, locale))}
          onBlur={() => form.touch('deviceCode')}
          error={form.errorOf('deviceCode')}
          addon={<SendCodeButton secondsLeft={countdown.secondsLeft} sending={busy} onSend={() => void resend()} />}
        />
      )}
      {/* There before the check: a region added together with its text is not always read out. */}
      <LiveRegion role="status">
        {deviceCheck && (
          <FormattedMessage
            id={deviceCheck.channel === 'SMS' ? 'auth.device.sentBySms' : 'auth.device.sentByEmail'}
            values={{ to: deviceCheck.to }}
          />
        )}
      </LiveRegion>
      <CheckboxField
        name="rememberMe"
        label={<FormattedMessage id="auth.login.rememberMe" />}
        checked={remembers(form.values.username)}
        onChecked={setRemember}
        error={null}
      />
      {verification.step}
      <FormAlert failure={failure} />
      <Actions>
        <LinkButton type="button" onClick={onForgotPassword}>
          <FormattedMessage id="auth.login.forgotPassword" />
        </LinkButton>
        <Button type="submit" busy={busy}>
          <FormattedMessage id="auth.login.submit" />
        </Button>
      </Actions>
    </Form>
  );
}
