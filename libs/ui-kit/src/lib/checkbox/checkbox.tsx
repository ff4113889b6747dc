import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../common/styles';
import { FieldError, useSaidAtField } from '../common/field';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  error?: ReactNode;
}

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: ${({ theme }) => theme.size.touch};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const Box = styled.input`
  inline-size: ${({ theme }) => theme.size.target};
  block-size: ${({ theme }) => theme.size.target};
  margin: 0;
  flex: none;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  ${focusRing}
`;

/** A native checkbox, 24 px, inside a 44 px tall label that toggles it. */
export function Checkbox({ label, error, 'aria-describedby': describedBy, ...input }: CheckboxProps) {
  const id = useId();
  const { fieldProps, errorProps } = useSaidAtField(error);
  const { key, ...said } = errorProps;
  return (
    <div {...fieldProps}>
      <Label htmlFor={id}>
        {/* A caller's aria-describedby is kept after the error's, and its aria-invalid gives way to an error. */}
        <Box
          {...input}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : input['aria-invalid']}
          aria-describedby={[error && `${id}-error`, describedBy].filter(Boolean).join(' ') || undefined}
        />
        <span>{label}</span>
      </Label>
      {error && (
        <FieldError key={key} id={`${id}-error`} {...said}>
          {error}
        </FieldError>
      )}
    </div>
  );
}
