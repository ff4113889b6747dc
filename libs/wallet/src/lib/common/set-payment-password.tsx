import { useId, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useGetRegisterSettingsQuery, useSetPaymentPasswordMutation, withinPaymentPasswordLength } from '@wl/api-client';
import { confirmationMessage, useFieldRules, useForm } from '@wl/forms';
import { Button, FailureMessage, PasswordField, PAYMENT_PASSWORD_AUTOCOMPLETE, QueryView } from '@wl/ui-kit';
import styled from 'styled-components';
import { Form } from './page-parts';

const Title = styled.strong`
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

/**
 * The form that sets a payment password, for the actions that need one (a withdrawal, a points redemption or
 * conversion): without it every try would be refused as "not correct". Always asked for here, whatever the register
 * form's flags say, and checked before it is sent (spec §5) by the server's `paymentPassword` rule, narrowed to the
 * call's own bounds. Never sent unchecked: the fields wait for the rule, and a rule that cannot be read says so with a
 * retry (a guessed rule would let the server refuse it as an unknown error). Saving invalidates what says whether one
 * is set (the withdrawal info, the profile), whose answer brings the action's form back.
 */
export function SetPaymentPassword({
  id,
  onSaved,
  label,
}: {
  id?: string;
  onSaved: () => void;
  /** The form's name where a heading around it already says it (the withdraw page's card); else it shows its title. */
  label?: string;
}) {
  const titleId = useId();
  const [save, state] = useSetPaymentPasswordMutation();
  const settings = useGetRegisterSettingsQuery();
  const rule = settings.data?.paymentPassword;
  // One object per answer, so the rule compiles once.
  const rules = useFieldRules(useMemo(() => rule && { newPaymentPassword: withinPaymentPasswordLength(rule) }, [rule]));
  const form = useForm({
    initialValues: { newPaymentPassword: '', confirmPaymentPassword: '' },
    validate: ({ newPaymentPassword, confirmPaymentPassword }) => ({
      // Nothing to say before the rule is in: the fields show only once it has arrived, and Save waits for it to compile.
      newPaymentPassword: rules ? rules.newPaymentPassword.validate(newPaymentPassword, { required: true }) : null,
      confirmPaymentPassword: confirmationMessage(newPaymentPassword, confirmPaymentPassword),
    }),
  });
  const submit = form.handleSubmit(async (values) => {
    // Never sent unchecked, however it was submitted.
    if (!rules) return;
    if (!(await save(values)).error) onSaved();
  });
  const message = (field: 'newPaymentPassword' | 'confirmPaymentPassword') => {
    const error = form.errorOf(field);
    return error ? <FormattedMessage id={error.key} values={error.values} /> : undefined;
  };
  return (
    <Form id={id} onSubmit={submit} noValidate aria-label={label} aria-labelledby={label ? undefined : titleId}>
      {!label && (
        <Title id={titleId}>
          <FormattedMessage id="wallet.withdraw.setPassword" />
        </Title>
      )}
      {/* The fields come with the rule they are held to; a rule that cannot be read is said, with Try again. */}
      <QueryView query={settings}>
        {() => (
          <>
            <PasswordField
              label={<FormattedMessage id="wallet.paymentPassword" />}
              value={form.values.newPaymentPassword}
              onChange={(event) => form.setValue('newPaymentPassword', event.target.value)}
              onBlur={() => form.touch('newPaymentPassword')}
              error={message('newPaymentPassword')}
              autoComplete={PAYMENT_PASSWORD_AUTOCOMPLETE}
            />
            <PasswordField
              label={<FormattedMessage id="wallet.withdraw.confirmPassword" />}
              value={form.values.confirmPaymentPassword}
              onChange={(event) => form.setValue('confirmPaymentPassword', event.target.value)}
              onBlur={() => form.touch('confirmPaymentPassword')}
              error={message('confirmPaymentPassword')}
              autoComplete={PAYMENT_PASSWORD_AUTOCOMPLETE}
            />
            {/* Disabled while the rule compiles: what is sent is always checked by it. */}
            <Button type="submit" disabled={!rules} busy={form.submitting || state.isLoading}>
              <FormattedMessage id="wallet.save" />
            </Button>
          </>
        )}
      </QueryView>
      <FailureMessage error={state.error} />
    </Form>
  );
}
