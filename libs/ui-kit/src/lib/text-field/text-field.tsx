import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Eye, EyeOff } from 'lucide-react';
import { FieldFrame } from '../common/field';
import { controlBox, focusRing } from '../common/styles';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  /** The input itself (to move the focus to it). */
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Drawn inside the field at its inline end (a unit, a button). */
  end?: ReactNode;
  /** Before the field, outside it (a country dialling code). */
  before?: ReactNode;
  /** Beside the field, outside it (a send-code button, a captcha picture). */
  beside?: ReactNode;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.sm};
`;

/* Never squeezed by what stands beside it: a send button counting down in a long language left a code field 27 px. */
const Control = styled.div`
  position: relative;
  display: flex;
  flex: 1;
  align-items: center;
  min-inline-size: min(100%, ${({ theme }) => theme.layout.fieldMinWidth});
`;

const Input = styled.input<{ $withEnd: boolean }>`
  ${controlBox}
  padding-inline-end: ${({ theme, $withEnd }) => ($withEnd ? `calc(${theme.size.touch} + ${theme.space.xs})` : theme.space.sm)};
`;

const End = styled.div`
  position: absolute;
  inset-inline-end: ${({ theme }) => theme.space.xxs};
  display: flex;
  align-items: center;
`;

/** A labelled text input; its hint and error are read with it. */
export function TextField({
  label,
  hint,
  error,
  end,
  before,
  beside,
  type = 'text',
  'aria-describedby': describedBy,
  ...input
}: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} describedBy={describedBy}>
      {(control) => (
        <Row>
          {before}
          <Control>
            {/* The frame's ids and its aria-invalid win: a caller's must not unlink the error. */}
            <Input type={type} $withEnd={Boolean(end)} {...input} {...control} />
            {end && <End>{end}</End>}
          </Control>
          {beside}
        </Row>
      )}
    </FieldFrame>
  );
}

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: ${({ theme }) => theme.size.touch};
  min-block-size: ${({ theme }) => theme.size.touch};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  ${focusRing}
`;

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'end'>;

/** A password input with a show/hide toggle: one name ("Show password"), pressed while the text shows. */
export function PasswordField(props: PasswordFieldProps) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  const Icon = shown ? EyeOff : Eye;
  return (
    <TextField
      autoComplete="current-password"
      {...props}
      type={shown ? 'text' : 'password'}
      end={
        <Toggle
          type="button"
          aria-pressed={shown}
          aria-label={intl.formatMessage({ id: 'ui.password.show' })}
          onClick={() => setShown((value) => !value)}
        >
          <Icon aria-hidden focusable={false} />
        </Toggle>
      }
    />
  );
}
