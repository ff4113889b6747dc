import type { KeyboardEvent, ReactNode, SelectHTMLAttributes, SyntheticEvent } from 'react';
import styled from 'styled-components';
import { FieldFrame } from '../common/field';
import { controlBox } from '../common/styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
  /** The language the label is written in, when not the page's (a language's own name; WCAG 3.1.2). */
  lang?: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: ReactNode;
  /** A first, empty choice ("Choose a bank"): the field starts unanswered. */
  placeholder?: string;
  /**
   * Its choice is being saved: the select looks disabled and ignores changes (a controlled one stays on its
   * value), but keeps the focus, which a `disabled` one loses to the page, as `Button`'s `busy` does.
   */
  busy?: boolean;
}

const Control = styled.select`
  ${controlBox}
  cursor: pointer;

  /* As a disabled field looks. */
  &[aria-busy='true'] {
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
  }
`;

/** A change cannot be cancelled: unreported, React puts a controlled select back on its value. */
const ignoreChange = () => undefined;
/** Nor is the picker opened while busy (a press, or the keys that open or step it): a choice in it would be lost. */
const keepClosed = (event: SyntheticEvent) => event.preventDefault();
const keepClosedByKeys = (event: KeyboardEvent) => {
  if (event.key !== 'Tab') event.preventDefault();
};

/** A native, labelled select: the phone's own picker, keyboard and screen-reader support for free. */
export function Select({
  label,
  options,
  hint,
  error,
  placeholder,
  busy,
  onChange,
  onMouseDown,
  onKeyDown,
  'aria-describedby': describedBy,
  ...select
}: SelectProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} describedBy={describedBy}>
      {(control) => (
        // The busy guards come last: a caller's handler must not reopen a choice being saved.
        <Control
          {...select}
          {...control}
          aria-disabled={busy || select['aria-disabled']}
          aria-busy={busy || select['aria-busy']}
          onChange={busy ? ignoreChange : onChange}
          onMouseDown={busy ? keepClosed : onMouseDown}
          onKeyDown={busy ? keepClosedByKeys : onKeyDown}
        >
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
            <option key={option.value} value={option.value} disabled={option.disabled} lang={option.lang} dir="auto">
              {option.label}
            </option>
          ))}
        </Control>
      )}
    </FieldFrame>
  );
}
