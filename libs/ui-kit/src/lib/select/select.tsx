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
          {/*
           * Each choice in its own words' direction: an option cannot hold the isolating span the
           * catalogs' borrowed English gets on a right-to-left page, where "1 day" would read "day 1".
           */}
          {placeholder !== undefined && (
            <option value="" dir="auto">
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled} dir="auto">
              {option.label}
            </option>
          ))}
        </Control>
      )}
    </FieldFrame>
  );
}
