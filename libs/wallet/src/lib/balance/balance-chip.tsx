import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { RotateCw } from 'lucide-react';
import { Eye, EyeOff } from '@wl/ui-kit';
import { useBalance } from './use-balance';

const Chip = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Amount = styled.output`
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  min-inline-size: ${({ theme }) => theme.size.target};
  min-block-size: ${({ theme }) => theme.size.target};
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }

  svg {
    inline-size: ${({ theme }) => theme.size.iconSm};
    block-size: ${({ theme }) => theme.size.iconSm};
  }
`;

/** The game page: leaving it refreshes the balance (spec §4: refreshed on returning from a game). */
const GAME_PATH = '/game';

/**
 * The header's balance (spec §2, §4, §9): 'balance updating' until fetched, show/hide with
 * asterisks, a refresh button that is busy while it fetches.
 */
export function BalanceChip() {
  const intl = useIntl();
  const { shown, hidden, setHidden, refresh, refreshing } = useBalance();
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current.startsWith(GAME_PATH) && !pathname.startsWith(GAME_PATH)) refresh();
    previous.current = pathname;
  }, [pathname, refresh]);

  const label = intl.formatMessage({ id: 'wallet.balance' });
  return (
    <Chip role="group" aria-label={label}>
      <Label>{label}</Label>
      <Amount aria-live="polite">{shown ?? <FormattedMessage id="wallet.balanceUpdating" />}</Amount>
      <IconButton
        type="button"
        aria-pressed={hidden}
        aria-label={intl.formatMessage({ id: 'wallet.hideBalance' })}
        onClick={() => setHidden(!hidden)}
      >
        {hidden ? <EyeOff aria-hidden focusable={false} /> : <Eye aria-hidden focusable={false} />}
      </IconButton>
      <IconButton
        type="button"
        aria-label={intl.formatMessage({ id: 'wallet.refreshBalance' })}
        onClick={refresh}
        disabled={refreshing}
        aria-busy={refreshing}
      >
        <RotateCw aria-hidden focusable={false} />
      </IconButton>
    </Chip>
  );
}
