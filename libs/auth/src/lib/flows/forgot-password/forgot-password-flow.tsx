import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  ERROR_MESSAGE_KEYS,
  isApiError,
  useGetRegisterSettingsQuery,
  useLoginMutation,
  useResetPasswordByEmailMutation,
  useResetPasswordByPhoneMutation,
  useSendForgotSmsMutation,
  useWhiteLabel,
} from '@wl/api-client';
import { REQUIRED_MESSAGE, useFieldRules, useForm } from '@wl/forms';
import { Button, type ModalBodyProps } from '@wl/ui-kit';
import { Actions, Form, FormAlert, TextField } from '../common/form-parts';
import { apiErrorMessage, confirmationMessage, type ShownMessage } from '../common/messages';
import { useLoadLoginInfo, useStartSession } from '../common/session-start';
import { Tabs } from '../common/tabs';
import { MobileCodeFields } from '../sms/mobile-code-fields';
import { useMobileNumberCheck, verificationCodeMessage } from '../sms/mobile-rules';
import { countdownUntil } from '../sms/use-countdown';

type ForgotTab = 'email' | 'phone';
const TAB_LABEL_KEYS: Record<ForgotTab, string> = { email: 'auth.forgotPassword.byEmail', phone: 'auth.forgotPassword.byPhone' };

/** The forgot-password modal's body (spec §4): by e-mail, or by phone when the merchant allows it. */
export function ForgotPasswordFlow({ close }: ModalBodyProps) {
  const intl = useIntl();
  const { isOn } = useWhiteLabel();
  const [tab, setTab] = useState<ForgotTab>('email');
  const tabs: ForgotTab[] = isOn('phoneReset') ? ['email', 'phone'] : ['email'];
  const shown = tabs.includes(tab) ? tab : 'email';
  return (
    <Tabs
      label={intl.formatMessage({ id: 'auth.forgotPassword.how' })}
      tabs={tabs.map((value) => ({ value, label: intl.formatMessage({ id: TAB_LABEL_KEYS[value] }) }))}
      value={shown}
      onChange={setTab}
    >
      {shown === 'phone' ? <PhoneReset close={close} /> : <EmailReset />}
    </Tabs>
  );
}

/** Spec §5: by e-mail needs the username and the e-mail address; the server mails the way back in. */
function EmailReset() {
  const { data: settings } = useGetRegisterSettingsQuery();
  const rules = useFieldRules(settings);
  const [reset] = useResetPasswordByEmailMutation();
  const [outcome, setOutcome] = useState<{ message: ShownMessage; tone: 'danger' | 'success' } | null>(null);
  const form = useForm({
    initialValues: { username: '', email: '' },
    validate: ({ username, email }) => ({
      username: username.trim() ? null : REQUIRED_MESSAGE,
      email: rules ? rules.email.validate(email.trim(), { required: true }) : email.trim() ? null : REQUIRED_MESSAGE,
    }),
  });
  const { setValue, touch } = form;
  const submit = form.handleSubmit(async ({ username, email }) => {
    setOutcome(null);
    try {
      await reset({ username: username.trim(), email: email.trim() }).unwrap();
      setOutcome({ message: { key: 'auth.forgotPassword.emailSent' }, tone: 'success' });
    } catch (error) {
      setOutcome({ message: apiErrorMessage(error), tone: 'danger' });
    }
  });
  return (
    <Form onSubmit={submit} noValidate>
      <TextField
        label={<FormattedMessage id="auth.field.username" />}
        name="username"
        autoComplete="username"
        value={form.values.username}
        onValue={(value) => setValue('username', value)}
        onBlur={() => touch('username')}
        error={form.errorOf('username')}
      />
      <TextField
        label={<FormattedMessage id="auth.field.email" />}
        name="email"
        type="email"
        autoComplete="email"
        value={form.values.email}
        onValue={(value) => setValue('email', value)}
        onBlur={() => touch('email')}
        error={form.errorOf('email')}
      />
      <FormAlert message={outcome?.message ?? null} tone={outcome?.tone} />
      <Actions>
        <Button type="submit" disabled={form.submitting} aria-busy={form.submitting}>
          <FormattedMessage id="auth.forgotPassword.sendEmail" />
        </Button>
      </Actions>
    </Form>
  );
}

/** A failed reset that is about the code sends the player back to the code. */
const CODE_MESSAGE_KEYS: readonly string[] = [ERROR_MESSAGE_KEYS.invalidVerificationCode, ERROR_MESSAGE_KEYS.codeExpired, ERROR_MESSAGE_KEYS.codeMissing];

type Verified = { dialingCode: string; mobileNum: string; code: string };

/**
 * Spec §4 phone path: send a code (with its countdown), verify it, set a new password; the
 * player is then logged in with it and lands on `/`. The server checks the code with the new
 * password; if it refuses the code, the player is back at the code with the reason.
 */
function PhoneReset({ close }: { close: () => void }) {
  const [verified, setVerified] = useState<Verified | null>(null);
  const [codeRefused, setCodeRefused] = useState<{ entered: Verified; key: string } | null>(null);
  if (!verified) return <VerifyStep entered={codeRefused?.entered} refusedKey={codeRefused?.key} onVerified={setVerified} />;
  return (
    <NewPasswordStep
      verified={verified}
      close={close}
      onCodeRefused={(key) => {
        setCodeRefused({ entered: verified, key });
        setVerified(null);
      }}
    />
  );
}

function VerifyStep({ entered, refusedKey, onVerified }: { entered?: Verified; refusedKey?: string; onVerified: (verified: Verified) => void }) {
  const checkMobile = useMobileNumberCheck();
  const [sendSms] = useSendForgotSmsMutation();
  const [failure, setFailure] = useState<ShownMessage | null>(null);
  const form = useForm({
    initialValues: entered ?? { dialingCode: '', mobileNum: '', code: '' },
    validate: (values) => ({ mobileNum: checkMobile(values.mobileNum), code: verificationCodeMessage(values.code) }),
  });
  const { setServerError } = form;
  const { dialingCode, mobileNum } = form.values;
  useEffect(() => {
    if (refusedKey) setServerError('code', { key: refusedKey });
  }, [refusedKey, setServerError]);

  const verify = form.handleSubmit((values) => onVerified({ dialingCode: values.dialingCode, mobileNum: values.mobileNum.trim(), code: values.code.trim() }));
  return (
    <Form onSubmit={verify} noValidate>
      <MobileCodeFields
        form={form}
        mobileNumMessage={checkMobile(mobileNum)}
        send={async () => countdownUntil((await sendSms({ countryDialingCode: dialingCode, mobileNum: mobileNum.trim() }).unwrap()).expirationTime)}
        onSendFailed={setFailure}
      />
      <FormAlert message={failure} />
      <Actions>
        <Button type="submit">
          <FormattedMessage id="auth.forgotPassword.verify" />
        </Button>
      </Actions>
    </Form>
  );
}

function NewPasswordStep({ verified, close, onCodeRefused }: { verified: Verified; close: () => void; onCodeRefused: (key: string) => void }) {
  const { data: settings } = useGetRegisterSettingsQuery();
  const rules = useFieldRules(settings);
  const [reset] = useResetPasswordByPhoneMutation();
  const [login] = useLoginMutation();
  const startSession = useStartSession();
  const loadLoginInfo = useLoadLoginInfo();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<ShownMessage | null>(null);
  const form = useForm({
    initialValues: { newPassword: '', confirmNewPassword: '' },
    validate: ({ newPassword, confirmNewPassword }) => ({
      newPassword: rules ? rules.password.validate(newPassword, { required: true }) : newPassword ? null : REQUIRED_MESSAGE,
      confirmNewPassword: confirmationMessage(newPassword, confirmNewPassword),
    }),
  });
  const { setValue, touch } = form;

  const submit = form.handleSubmit(async ({ newPassword, confirmNewPassword }) => {
    setFailure(null);
    let userName: string;
    try {
      ({ userName } = await reset({
        mobileNum: verified.mobileNum,
        countryDialingCode: verified.dialingCode,
        verificationCode: verified.code,
        newPassword,
        confirmNewPassword,
      }).unwrap());
    } catch (error) {
      if (isApiError(error) && CODE_MESSAGE_KEYS.includes(error.messageKey)) onCodeRefused(error.messageKey);
      else setFailure(apiErrorMessage(error));
      return;
    }
    try {
      startSession(await login({ type: 'username', username: userName, password: newPassword }).unwrap());
    } catch (error) {
      setFailure(apiErrorMessage(error));
      return;
    }
    await loadLoginInfo();
    close();
    navigate('/');
  });

  return (
    <Form onSubmit={submit} noValidate>
      <TextField
        label={<FormattedMessage id="auth.field.newPassword" />}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={form.values.newPassword}
        onValue={(value) => setValue('newPassword', value)}
        onBlur={() => touch('newPassword')}
        error={form.errorOf('newPassword')}
      />
      <TextField
        label={<FormattedMessage id="auth.field.confirmNewPassword" />}
        name="confirmNewPassword"
        type="password"
        autoComplete="new-password"
        value={form.values.confirmNewPassword}
        onValue={(value) => setValue('confirmNewPassword', value)}
        onBlur={() => touch('confirmNewPassword')}
        error={form.errorOf('confirmNewPassword')}
      />
      <FormAlert message={failure} />
      <Actions>
        <Button type="submit" disabled={form.submitting} aria-busy={form.submitting}>
          <FormattedMessage id="auth.forgotPassword.setPassword" />
        </Button>
      </Actions>
    </Form>
  );
}
