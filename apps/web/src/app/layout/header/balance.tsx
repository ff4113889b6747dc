import { Eye, EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useBalance } from '@wl/wallet';

const Chip = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
  min-height: ${({ theme }) => theme.size.touch};
  padding-inline-start: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.colors.border};
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

const Amount = styled.output<{ $compact: boolean }>`
  overflow: hidden;
  /* The phone's row is full (logo, chip, clock, messages, account): a smaller amount keeps it whole at 360–390 px. */
  font-size: ${({ $compact, theme }) => ($compact ? theme.fontSize.sm : 'inherit')};
  /* An amount reads left to right in every direction, so a cut one loses its last digits, never its first ("…030.75"). */
  direction: ltr;
  text-overflow: ellipsis;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  font-variant-numeric: tabular-nums;
`;

const Toggle = styled.button`
  display: inline-grid;
  flex: none;
  place-items: center;
  /* As tall as the chip; narrower than a thumb, still past the 24 px minimum, so a 360 px header keeps its logo. */
  min-width: calc(${({ theme }) => theme.size.target} + ${({ theme }) => theme.space.sm});
  min-height: ${({ theme }) => theme.size.touch};
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
    outline: ${({ theme }) => theme.focusRing.width} solid ${({ theme }) => theme.colors.focus};
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
  // The wallet's balance: one hidden-or-shown choice and one refresh rule for the header and the wallet's screens.
  const { shown, hidden, setHidden } = useBalance();
  const toggleLabel = intl.formatMessage({ id: hidden ? 'header.balanceShow' : 'header.balanceHide' });
  return (
    <Chip>
      <Label $compact={compact}>
        <FormattedMessage id="header.balance" />
      </Label>
      <Amount $compact={compact} aria-live="polite" aria-label={intl.formatMessage({ id: 'header.balance' })}>
        {shown ?? <FormattedMessage id="header.balanceUpdating" />}
      </Amount>
      <Toggle type="button" aria-pressed={hidden} aria-label={toggleLabel} title={toggleLabel} onClick={() => setHidden(!hidden)}>
        {hidden ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
      </Toggle>
      {action}
    </Chip>
  );
}
