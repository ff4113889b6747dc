import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useGetRegisterSettingsQuery, useResetPasswordByEmailMutation } from '@wl/api-client';
import { REQUIRED_MESSAGE, useFieldRules, useForm } from '@wl/forms';
import { Button, VisuallyHidden } from '@wl/ui-kit';
import { Actions, Form, FormAlert, FormField, FormStatus } from '../common/form-parts';
import { useFormFailure } from '../common/form-failure';
import { useOpeningFocus } from '../common/opening-focus';
import { CountdownLabel } from '../sms/countdown-label';
import { DEFAULT_SMS_COUNTDOWN_SECONDS, useCountdown } from '../sms/use-countdown';

const LABEL_KEYS = { username: 'auth.field.username', email: 'auth.field.email' } as const;

/**
 * How long after a sent e-mail before another may be asked for (ours, the SMS code's 60 s of spec §9):
 * each e-mail carries a new password and voids the last, so a second press must not come before the
 * first mail had time to arrive.
 */
export const EMAIL_RESEND_SECONDS = DEFAULT_SMS_COUNTDOWN_SECONDS;

/**
 * Spec §5: by e-mail needs the username and the e-mail address; the server mails a new password.
 * Once sent, the button counts down before offering "Send again", and says that sending again voids
 * the password already mailed.
 */
export function EmailReset() {
  const { data: settings } = useGetRegisterSettingsQuery();
  const rules = useFieldRules(settings);
  const [reset] = useResetPasswordByEmailMutation();
  const { failure, showRefusal, afresh } = useFormFailure();
  const countdown = useCountdown('email.resetPassword');
  // A countdown still running from this popup's last opening: an e-mail was sent, and the button says how long it waits.
  const [sent, setSent] = useState(countdown.secondsLeft > 0);
  // Said anew for each e-mail: cleared as another is asked for.
  const [saySent, setSaySent] = useState(false);
  const form = useForm({
    initialValues: { username: '', email: '' },
    validate: ({ username, email }) => ({
      username: username.trim() ? null : REQUIRED_MESSAGE,
      email: rules ? rules.email.validate(email.trim(), { required: true }) : email.trim() ? null : REQUIRED_MESSAGE,
    }),
  });
  const submit = afresh(
    form.handleSubmit(async ({ username, email }) => {
      setSaySent(false);
      try {
        await reset({ username: username.trim(), email: email.trim() }).unwrap();
        setSent(true);
        setSaySent(true);
        countdown.start(EMAIL_RESEND_SECONDS);
      } catch (error) {
        showRefusal(error);
      }
    }),
  );
  const formElement = useRef<HTMLFormElement>(null);
  // The popup opens on the form's first field, as the login and register popups do, not on its close button.
  useOpeningFocus(formElement, 'username');
  const waiting = countdown.secondsLeft > 0;
  return (
    <Form ref={formElement} onSubmit={submit} noValidate>
      <FormField form={form} name="username" labelKey={LABEL_KEYS.username} autoComplete="username" />
      <FormField form={form} name="email" labelKey={LABEL_KEYS.email} type="email" autoComplete="email" />
      <FormAlert failure={failure} />
      <FormStatus message={saySent ? { key: 'auth.forgotPassword.emailSent' } : null} />
      {sent && (
        <p>
          <FormattedMessage id="auth.forgotPassword.sendAgainVoids" />
        </p>
      )}
      <Actions>
        {/* Unavailable, not disabled, while it counts down (a disabled one drops the focus to the page for the whole
            minute): its press is cancelled, and so is an Enter in a field, which presses it. */}
        <Button type="submit" busy={form.submitting} unavailable={waiting}>
          {!sent ? (
            <FormattedMessage id="auth.forgotPassword.sendEmail" />
          ) : (
            <CountdownLabel label={<FormattedMessage id="auth.forgotPassword.sendAgain" />} secondsLeft={countdown.secondsLeft} />
          )}
        </Button>
      </Actions>
      {/* The button's name stays "Send again" while it counts: this says, once, that it can be pressed again. */}
      <VisuallyHidden role="status">{sent && !waiting && <FormattedMessage id="auth.forgotPassword.canSendAgain" />}</VisuallyHidden>
    </Form>
  );
}
