import type { ReactNode, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldFrame } from '../common/field';
import { controlBox } from '../common/styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: ReactNode;
  /** A first, empty choice ("Choose a bank"): the field starts unanswered. */
  placeholder?: string;
}

const Control = styled.select`
  ${controlBox}
  cursor: pointer;
`;

/** A native, labelled select: the phone's own picker, keyboard and screen-reader support for free. */
export function Select({ label, options, hint, error, placeholder, ...select }: SelectProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (
        <Control {...control} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </Control>
      )}
    </FieldFrame>
  );
}
