import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ERROR_MESSAGE_KEYS, isApiError, loginNeedsCaptcha, useLoginMutation } from '@wl/api-client';
import { REQUIRED_MESSAGE, useForm } from '@wl/forms';
import { Button } from '@wl/ui-kit';
import { CaptchaField } from '../captcha/captcha-field';
import { Actions, CheckboxField, Form, FormAlert, LinkButton, TextField } from '../common/form-parts';
import { apiErrorMessage, type ShownMessage } from '../common/messages';
import { rememberedUsername, rememberUsername } from '../../remember/remember-me';
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
  const [failure, setFailure] = useState<ShownMessage | null>(null);
  const [captchaFor, setCaptchaFor] = useState('');
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const captchaShown = captchaFor !== '';
  // Spec §9 remember me: the username of the last login that asked for it, for a day.
  const [remembered] = useState(rememberedUsername);
  const [remember, setRemember] = useState(remembered !== null);

  const form = useForm({
    initialValues: { username: prefill?.username ?? remembered ?? '', password: prefill?.password ?? '', captcha: '' },
    validate: ({ username, password, captcha }) => ({
      username: filled(username),
      password: filled(password),
      captcha: captchaShown ? filled(captcha) : null,
    }),
  });
  const { setValue, setServerError } = form;
  const setCaptcha = useCallback((value: string) => setValue('captcha', value), [setValue]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const username = values.username.trim();
    const password = values.password.trim();
    let result;
    try {
      result = await login({ type: 'username', username, password, ...(captchaShown ? { captcha: values.captcha.trim() } : {}) }).unwrap();
    } catch (error) {
      if (loginNeedsCaptcha(error)) {
        if (captchaShown) setCaptchaGeneration((generation) => generation + 1);
        setCaptchaFor(username);
      }
      if (isApiError(error) && error.messageKey === ERROR_MESSAGE_KEYS.invalidCaptcha) setServerError('captcha', { key: error.messageKey });
      else setFailure(apiErrorMessage(error));
      return;
    }
    rememberUsername(username, remember);
    await completeLogin(result, { type: 'username', password, close });
  });

  // The header's inline form hands over what was typed: log in with it once, as if submitted here.
  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (!prefill || autoSubmitted.current) return;
    autoSubmitted.current = true;
    void submit();
  });

  return (
    <Form onSubmit={submit} noValidate>
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
        <CaptchaField issuedFor={captchaFor} value={form.values.captcha} onValue={setCaptcha} error={form.errorOf('captcha')} generation={captchaGeneration} />
      )}
      <CheckboxField name="rememberMe" label={<FormattedMessage id="auth.login.rememberMe" />} checked={remember} onChecked={setRemember} error={null} />
      <FormAlert message={failure} />
      <Actions>
        <LinkButton type="button" onClick={onForgotPassword}>
          <FormattedMessage id="auth.login.forgotPassword" />
        </LinkButton>
        <Button type="submit" disabled={form.submitting} aria-busy={form.submitting}>
          <FormattedMessage id="auth.login.submit" />
        </Button>
      </Actions>
    </Form>
  );
}
