import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { PAYMENT_PASSWORD_LENGTH, useGetRegisterSettingsQuery, useSetPaymentPasswordMutation } from '@wl/api-client';
import { REQUIRED_MESSAGE, useForm, useRuleOrLength, type FieldMessage } from '@wl/forms';
import { Button, FailureMessage, PasswordField } from '@wl/ui-kit';
import styled from 'styled-components';
import { Form } from './page-parts';

const Title = styled.strong`
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const PASSWORD_MISMATCH_MESSAGE: FieldMessage = { key: 'wallet.withdraw.passwordMismatch' };

/**
 * The form that sets a payment password, for the actions that need one (a withdrawal, a points redemption or
 * conversion): without it every try would be refused as "not correct". Always asked for here, whatever the register
 * form's flags say, and checked before it is sent (spec §5) by the server's `paymentPassword` rule. Saving invalidates
 * what says whether one is set (the withdrawal info, the profile), whose answer brings the action's form back.
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
  const rule = useRuleOrLength(useGetRegisterSettingsQuery().data?.paymentPassword, PAYMENT_PASSWORD_LENGTH);
  const form = useForm({
    initialValues: { newPaymentPassword: '', confirmPaymentPassword: '' },
    validate: ({ newPaymentPassword, confirmPaymentPassword }) => ({
      newPaymentPassword: rule.validate(newPaymentPassword, { required: true }),
      confirmPaymentPassword: !confirmPaymentPassword
        ? REQUIRED_MESSAGE
        : confirmPaymentPassword !== newPaymentPassword
          ? PASSWORD_MISMATCH_MESSAGE
          : null,
    }),
  });
  const submit = form.handleSubmit(async (values) => {
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
      <PasswordField
        label={<FormattedMessage id="wallet.paymentPassword" />}
        value={form.values.newPaymentPassword}
        onChange={(event) => form.setValue('newPaymentPassword', event.target.value)}
        onBlur={() => form.touch('newPaymentPassword')}
        error={message('newPaymentPassword')}
        autoComplete="new-password"
      />
      <PasswordField
        label={<FormattedMessage id="wallet.withdraw.confirmPassword" />}
        value={form.values.confirmPaymentPassword}
        onChange={(event) => form.setValue('confirmPaymentPassword', event.target.value)}
        onBlur={() => form.touch('confirmPaymentPassword')}
        error={message('confirmPaymentPassword')}
        autoComplete="new-password"
      />
      <Button type="submit" busy={form.submitting || state.isLoading}>
        <FormattedMessage id="wallet.save" />
      </Button>
      <FailureMessage error={state.error} />
    </Form>
  );
}
