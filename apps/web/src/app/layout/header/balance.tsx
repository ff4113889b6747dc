import { Eye, EyeOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useGetBalanceQuery } from '@wl/api-client';
import { formatAmount } from '@wl/i18n';
import { TOUCH_TARGET } from '../phone';

/** Spec §2: a hidden balance shows asterisks. */
export const HIDDEN_BALANCE = '****';

const Chip = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
  min-height: ${TOUCH_TARGET};
  padding-inline-start: ${({ theme }) => theme.space.md};
  border: thin solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  white-space: nowrap;
`;

const Label = styled.span<{ $compact: boolean }>`
  margin-inline-end: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  /* On a phone the amount speaks for itself; its accessible name still says what it is. */
  display: ${({ $compact }) => ($compact ? 'none' : 'inline')};
`;

const Amount = styled.output`
  overflow: hidden;
  text-overflow: ellipsis;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  font-variant-numeric: tabular-nums;
`;

const Toggle = styled.button`
  display: inline-grid;
  flex: none;
  place-items: center;
  min-width: ${TOUCH_TARGET};
  min-height: ${TOUCH_TARGET};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: medium solid ${({ theme }) => theme.colors.primary};
    outline-offset: calc(-1 * ${({ theme }) => theme.space.xs});
  }
`;

export interface BalanceProps {
  /** The phone's chip: no visible label, the deposit action at its end. */
  compact?: boolean;
  /** Placed at the chip's end (the phone's deposit button). */
  action?: ReactNode;
}

/** The balance chip with its show/hide toggle; 'balance updating' until the first answer (spec §4, §9). */
export function Balance({ compact = false, action }: BalanceProps) {
  const intl = useIntl();
  const { data } = useGetBalanceQuery();
  const [hidden, setHidden] = useState(false);
  const amount = data ? formatAmount(intl, data.sumBalance, data.currencySymbol) : null;
  const toggleLabel = intl.formatMessage({ id: hidden ? 'header.balanceShow' : 'header.balanceHide' });
  return (
    <Chip>
      <Label $compact={compact}>
        <FormattedMessage id="header.balance" />
      </Label>
      <Amount aria-live="polite" aria-label={intl.formatMessage({ id: 'header.balance' })}>
        {amount === null ? <FormattedMessage id="header.balanceUpdating" /> : hidden ? HIDDEN_BALANCE : amount}
      </Amount>
      <Toggle type="button" aria-pressed={hidden} aria-label={toggleLabel} title={toggleLabel} onClick={() => setHidden((value) => !value)}>
        {hidden ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
      </Toggle>
      {action}
    </Chip>
  );
}
