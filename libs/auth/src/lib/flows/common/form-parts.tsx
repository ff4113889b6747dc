import { useContext, type ReactNode } from 'react';
import styled from 'styled-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorActionProps } from '@wl/api-client';
import type { FieldMessage, FormApi } from '@wl/forms';
import {
  Checkbox,
  ErrorActionsContext,
  focusRing,
  siteAction,
  PasswordField as UiPasswordField,
  TextField as UiTextField,
  type TextFieldProps as UiTextFieldProps,
} from '@wl/ui-kit';
import type { FormFailure } from './form-failure';
import { useMessageText, type ShownMessage } from './messages';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export interface TextFieldProps extends Omit<UiTextFieldProps, 'onChange' | 'value' | 'error' | 'before' | 'beside'> {
  value: string;
  onValue: (value: string) => void;
  error: FieldMessage | null;
  /** Beside the input: a send-code button, a captcha image. */
  addon?: ReactNode;
  /** Before the input: the country dialling code. */
  before?: ReactNode;
}

/**
 * ui-kit's field, fed a form's value and its first message (spec §5) in the player's words. A password field has
 * ui-kit's show/hide toggle: a player typing one on a phone checks it before sending it.
 */
export function TextField({ value, onValue, error, addon, before, type, ...input }: TextFieldProps) {
  const text = useMessageText();
  const Field = type === 'password' ? UiPasswordField : UiTextField;
  return (
    <Field
      value={value}
      onChange={(event) => onValue(event.target.value)}
      error={error ? text(error) : undefined}
      before={before}
      beside={addon}
      {...(type === 'password' ? {} : { type })}
      {...input}
    />
  );
}

export function CheckboxField({
  label,
  checked,
  onChecked,
  error,
  name,
  required = false,
}: {
  label: ReactNode;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  error: FieldMessage | null;
  name: string;
  /** Must be ticked to go on (the terms), said to screen readers. */
  required?: boolean;
}) {
  const text = useMessageText();
  return (
    <Checkbox
      label={label}
      name={name}
      aria-required={required}
      checked={checked}
      onChange={(event) => onChecked(event.target.checked)}
      error={error ? text(error) : undefined}
    />
  );
}

const Alert = styled.p<{ $tone: 'danger' | 'success' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: ${({ theme }) => theme.size.border} solid ${({ theme, $tone }) => theme.colors[$tone]};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`;

/** The alert and, under it at the start, what the site offers for it. */
const AlertWithAction = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm};

  & > :first-child {
    justify-self: stretch;
  }
`;

/**
 * A failure of the whole form (`useFormFailure`'s): an alert, said as it appears. Given the call's error
 * (`failure.error`), the catalogue's action the site answers follows it: customer service for an account the server
 * blocks, where the form's own button would only meet the same refusal.
 */
export function FormAlert({ failure }: { failure: FormFailure | null }) {
  const text = useMessageText();
  const intl = useIntl();
  const handlers = useContext(ErrorActionsContext);
  if (!failure) return null;
  const alert = (
    <Alert role="alert" $tone="danger">
      {text(failure.message)}
    </Alert>
  );
  const action = failure.error === undefined ? null : siteAction(errorActionProps(failure.error).action, handlers, intl);
  return action ? (
    <AlertWithAction>
      {alert}
      {action}
    </AlertWithAction>
  ) : (
    alert
  );
}

/**
 * A status region (`role="status"`) kept in the form while it has nothing to say. Empty, it takes no place
 * among the form's rows (nor their gap), yet stays in the page to be listened to.
 */
export const LiveRegion = styled.div`
  &:empty {
    position: absolute;
  }
`;

/**
 * A success of the whole form (an e-mail sent). Its status region is there before it speaks: one added
 * together with its text is not always read out.
 */
export function FormStatus({ message }: { message: ShownMessage | null }) {
  const text = useMessageText();
  return <LiveRegion role="status">{message && <Alert $tone="success">{text(message)}</Alert>}</LiveRegion>;
}

/** The form's buttons, at the end; a link before them (forgot password) sits at the start. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  & > :first-child:not(:last-child) {
    margin-inline-end: auto;
  }
`;

export const LinkButton = styled.button`
  /* A thumb's target, as tall as the button beside it, though it looks like a link: at its text's height (21 px)
     it was below WCAG 2.5.8's 24 px. */
  min-block-size: ${({ theme }) => theme.size.touch};
  border: 0;
  padding: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}
`;

type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface FormFieldProps<V extends Record<string, string | boolean>> extends Omit<
  TextFieldProps,
  'label' | 'value' | 'onValue' | 'error' | 'name' | 'form'
> {
  form: FormApi<V>;
  name: StringKeys<V>;
  labelKey: string;
}

/** A text field bound to one value of a form: its label from the catalog, its value, blur and message from the form. */
export function FormField<V extends Record<string, string | boolean>>({ form, name, labelKey, ...input }: FormFieldProps<V>) {
  return (
    <TextField
      label={<FormattedMessage id={labelKey} />}
      name={name}
      value={form.values[name] as string}
      onValue={(value) => form.setValue(name, value as V[typeof name])}
      onBlur={() => form.touch(name)}
      error={form.errorOf(name)}
      {...input}
    />
  );
}

/** A server-drawn picture to read (the captcha, the verification challenge); pressing it draws a new one. */
export const PictureButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.size.tile};
  min-height: ${({ theme }) => theme.size.touch};
  padding: 0;
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm};
  cursor: pointer;
  ${focusRing}

  img {
    display: block;
    height: calc(${({ theme }) => theme.size.touch} - ${({ theme }) => theme.space.xs});
  }
`;
