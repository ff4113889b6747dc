import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useGetBalanceQuery } from '@wl/api-client';
import { formatAmount } from '@wl/i18n';

/** Spec §2: a hidden balance shows asterisks. */
export const HIDDEN_BALANCE = '****';

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const Toggle = styled.button`
  min-height: 32px;
  border: thin solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm};
  cursor: pointer;
`;

/** The balance with its show/hide toggle; 'balance updating' until the first answer (spec §4, §9). */
export function Balance() {
  const intl = useIntl();
  const { data } = useGetBalanceQuery();
  const [hidden, setHidden] = useState(false);
  const amount = data ? formatAmount(intl, data.sumBalance, data.currencySymbol) : null;
  return (
    <Wrapper>
      <span>
        <FormattedMessage id="header.balance" />
      </span>
      <output aria-live="polite" aria-label={intl.formatMessage({ id: 'header.balance' })}>
        {amount === null ? <FormattedMessage id="header.balanceUpdating" /> : hidden ? HIDDEN_BALANCE : amount}
      </output>
      <Toggle type="button" aria-pressed={hidden} onClick={() => setHidden((value) => !value)}>
        <FormattedMessage id={hidden ? 'header.balanceShow' : 'header.balanceHide'} />
      </Toggle>
    </Wrapper>
  );
}
