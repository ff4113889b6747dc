import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useGetRegisterSettingsQuery, useResetPasswordByEmailMutation } from '@wl/api-client';
import { REQUIRED_MESSAGE, useFieldRules, useForm } from '@wl/forms';
import { Button } from '@wl/ui-kit';
import { Actions, Form, FormAlert, FormField } from '../common/form-parts';
import { apiErrorMessage, type ShownMessage } from '../common/messages';

const LABEL_KEYS = { username: 'auth.field.username', email: 'auth.field.email' } as const;

/** Spec §5: by e-mail needs the username and the e-mail address; the server mails the way back in. */
export function EmailReset() {
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
      <FormField form={form} name="username" labelKey={LABEL_KEYS.username} autoComplete="username" />
      <FormField form={form} name="email" labelKey={LABEL_KEYS.email} type="email" autoComplete="email" />
      <FormAlert message={outcome?.message ?? null} tone={outcome?.tone} />
      <Actions>
        <Button type="submit" disabled={form.submitting} aria-busy={form.submitting}>
          <FormattedMessage id="auth.forgotPassword.sendEmail" />
        </Button>
      </Actions>
    </Form>
  );
}
