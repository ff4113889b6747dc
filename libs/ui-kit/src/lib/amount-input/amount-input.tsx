import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { DEFAULT_AMOUNT_DECIMALS, DEFAULT_CURRENCY_SYMBOL } from '@wl/i18n';
import { FieldFrame } from '../common/field';
import { controlBox } from '../common/styles';
import { checkAmount, formatDecimal, parseAmount } from './amount';

export interface AmountInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'type' | 'min' | 'max'
> {
  label: ReactNode;
  /** A canonical decimal string ("1234.5") or '' while empty. */
  value: string;
  onChange: (value: string) => void;
  currencySymbol?: string;
  /** The currency's decimals: 2 unless it has its own (VND 0). */
  decimals?: number;
  /** Inclusive limits, decimal strings. */
  min?: string;
  max?: string;
  hint?: ReactNode;
  /** A problem found by the form (shown before the input's own range check). */
  error?: ReactNode;
}

/** Enough to read any amount typed with too many decimals as an amount (and name the decimals it may have). */
const MORE_DECIMALS_THAN_ANY_CURRENCY = 12;

const Row = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Symbol = styled.span`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
  pointer-events: none;
`;

const Input = styled.input`
  ${controlBox}
  padding-inline-start: ${({ theme }) => theme.space.xl};
  text-align: end;
  font-variant-numeric: tabular-nums;
`;

/**
 * An amount in the player's locale: grouped with their thousands mark when not being edited, the
 * currency's decimals, limits checked as decimals (never floats) and named in the error.
 */
export function AmountInput({
  label,
  value,
  onChange,
  currencySymbol = DEFAULT_CURRENCY_SYMBOL,
  decimals = DEFAULT_AMOUNT_DECIMALS,
  min,
  max,
  hint,
  error,
  onBlur,
  onFocus,
  onKeyDown,
  'aria-describedby': describedBy,
  ...input
}: AmountInputProps) {
  const intl = useIntl();
  const locale = intl.locale;
  // The text being typed, with the value it handed over: a value the form sets since (cleared once sent) replaces it.
  const [draft, setDraft] = useState<{ text: string; value: string } | null>(null);
  const editing = draft !== null && draft.value === value ? draft.text : null;
  const [touched, setTouched] = useState(false);
  const symbolId = useId();
  const shown = editing ?? (value === '' ? '' : formatDecimal(value, locale, decimals));
  const money = (amount: string) => `${currencySymbol}${formatDecimal(amount, locale, decimals)}`;

  const problem = value === '' || !touched ? null : checkAmount(value, { min, max }, decimals);
  const unread = editing !== null && editing !== '' && parseAmount(editing, locale, decimals) === null;
  const ownError = unread
    ? // Too many decimals says how many the currency has; text that is no amount at all ("5x") asks for one.
      parseAmount(editing, locale, MORE_DECIMALS_THAN_ANY_CURRENCY) === null
      ? intl.formatMessage({ id: 'amount.required' })
      : intl.formatMessage({ id: 'amount.invalid' }, { decimals })
    : problem?.kind === 'min'
      ? intl.formatMessage({ id: 'amount.min' }, { min: money(problem.limit) })
      : problem?.kind === 'max'
        ? intl.formatMessage({ id: 'amount.max' }, { max: money(problem.limit) })
        : undefined;

  return (
    <FieldFrame
      label={label}
      hint={hint}
      // Text the field cannot read is its own to explain: the form, handed none, would only ask for an amount.
      error={touched && unread ? ownError : (error ?? (touched ? ownError : undefined))}
      describedBy={describedBy}
    >
      {(control) => (
        // An amount reads left to right in every direction, its symbol first, as the balance shows it: typed into a
        // right-to-left field, "1500." showed ".1500".
        <Row dir="ltr">
          {/* Read after any error or hint, so the player hears the currency too. */}
          <Symbol id={symbolId}>{currencySymbol}</Symbol>
          <Input
            {...input}
            {...control}
            aria-describedby={[control['aria-describedby'], symbolId].filter(Boolean).join(' ')}
            type="text"
            inputMode={decimals > 0 ? 'decimal' : 'numeric'}
            autoComplete="off"
            value={shown}
            onFocus={(event) => {
              // Text it could not read stays as typed, to be mended: a refused submit that brings the focus back
              // (or a click) emptied "200.555" and asked for an amount instead of saying what was wrong with it.
              if (editing === null) setDraft({ text: value === '' ? '' : formatDecimal(value, locale, decimals), value });
              onFocus?.(event);
            }}
            onChange={(event) => {
              const text = event.target.value;
              // Text that is no amount hands over none: the form must not keep, and send, the last valid one.
              const handed = text === '' ? '' : (parseAmount(text, locale, decimals) ?? '');
              setDraft({ text, value: handed });
              // Being edited, the field is untouched again: the "3" of "300" is no error; leaving it or Enter checks it.
              setTouched(false);
              onChange(handed);
            }}
            onKeyDown={(event) => {
              // Enter sends the form without leaving the field: its problem is said now, as leaving it would.
              if (event.key === 'Enter') setTouched(true);
              onKeyDown?.(event);
            }}
            onBlur={(event) => {
              setTouched(true);
              if (editing === null || editing === '' || parseAmount(editing, locale, decimals) !== null) setDraft(null);
              onBlur?.(event);
            }}
          />
        </Row>
      )}
    </FieldFrame>
  );
}
