import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { RotateCw } from 'lucide-react';
import { busyButton, Eye, EyeOff, ringOutline, VisuallyHidden } from '@wl/ui-kit';
import { STALE_MARK, UNAVAILABLE_AMOUNT, useBalance } from './use-balance';

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

/** Words in the amount's place read in their own language's direction, not the amount's. */
const Words = styled.span.attrs({ dir: 'auto' })<{ $failed?: boolean }>`
  color: ${({ $failed, theme }) => ($failed ? theme.colors.muted : 'inherit')};
  font-weight: ${({ $failed, theme }) => ($failed ? theme.fontWeight.regular : 'inherit')};
`;

const ChipButton = styled.button`
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

  /* ui-kit's busyLook, written out: the chip is in the start, where sharing it cost 10 more bytes than these lines. */
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.6;
  }

  &:focus-visible {
    ${ringOutline}
    outline-offset: calc(-1 * ${({ theme }) => theme.space.xs});
  }

  svg {
    inline-size: ${({ theme }) => theme.size.iconSm};
    block-size: ${({ theme }) => theme.size.iconSm};
  }
`;

/**
 * Words in the amount's place or beside it, in the failure's look. The phone's row has no room for them: a mark is
 * drawn, and the words are for screen readers.
 */
function Note({ compact, mark, id }: { compact: boolean; mark: string; id: string }) {
  return compact ? (
    <>
      <Words $failed aria-hidden>
        {mark}
      </Words>
      <VisuallyHidden>
        <FormattedMessage id={id} />
      </VisuallyHidden>
    </>
  ) : (
    <Words $failed>
      <FormattedMessage id={id} />
    </Words>
  );
}

export interface BalanceChipProps {
  /** The phone's chip: no visible label and no refresh button while the balance is in (and current). */
  compact?: boolean;
  /** Placed at the chip's end (the phone's deposit button). */
  action?: ReactNode;
}

/**
 * The header's balance (spec §2, §4, §9): 'balance updating' until fetched, show/hide with
 * asterisks, a refresh button that is busy while it fetches (a game's frame that goes asks for the balance again:
 * `useBalanceAfterPlay`, where the frames are). A
 * balance that cannot be fetched says so, with its refresh button, in the place of the amount
 * (spec §8 has no message for it; docs/decisions.md); one that failed to refresh keeps its amount, marked as not
 * updated, with the refresh button.
 */
export function BalanceChip({ compact = false, action }: BalanceChipProps) {
  const intl = useIntl();
  const { shown, hidden, setHidden, refresh, refreshing, failed, stale } = useBalance();
  // The phone shows its refresh only for a balance that failed, or failed to refresh.
  const refreshable = failed || stale || !compact;

  // The phone's refresh goes once the balance is in: if it had the focus, the toggle that comes in its place takes it.
  const toggle = useRef<HTMLButtonElement>(null);
  const refreshFocused = useRef(false);
  useEffect(() => {
    if (refreshable || !refreshFocused.current) return;
    refreshFocused.current = false;
    toggle.current?.focus();
  }, [refreshable]);

  const label = intl.formatMessage({ id: 'wallet.balance' });
  return (
    <Chip role="group" aria-label={label}>
      <Label $compact={compact} aria-hidden>
        {label}
      </Label>
      <Amount $compact={compact} aria-live="polite" aria-label={label}>
        {shown === undefined ? (
          failed ? (
            <Note compact={compact} mark={UNAVAILABLE_AMOUNT} id="wallet.balanceFailed" />
          ) : (
            <Words>
              <FormattedMessage id="wallet.balanceUpdating" />
            </Words>
          )
        ) : (
          <>
            {shown}
            {/* An earlier answer is no current balance: said beside it, read with it, until a refresh answers. */}
            {stale && (
              <>
                {' '}
                <Note compact={compact} mark={STALE_MARK} id="wallet.balanceStale" />
              </>
            )}
          </>
        )}
      </Amount>
      {/* Hiding an amount that is not there means nothing: a failed balance offers only its refresh. */}
      {!failed && (
        <ChipButton
          ref={toggle}
          type="button"
          aria-pressed={hidden}
          aria-label={intl.formatMessage({ id: 'wallet.hideBalance' })}
          title={intl.formatMessage({ id: 'wallet.hideBalance' })}
          onClick={() => setHidden(!hidden)}
        >
          {hidden ? <EyeOff aria-hidden focusable={false} /> : <Eye aria-hidden focusable={false} />}
        </ChipButton>
      )}
      {refreshable && (
        <ChipButton
          type="button"
          aria-label={intl.formatMessage({ id: 'wallet.refreshBalance' })}
          title={intl.formatMessage({ id: 'wallet.refreshBalance' })}
          // Busy, not disabled, while it fetches: a disabled button would drop the keyboard's focus to the page.
          {...busyButton(refreshing, refresh)}
          onFocus={() => (refreshFocused.current = true)}
          onBlur={() => (refreshFocused.current = false)}
        >
          <RotateCw aria-hidden focusable={false} />
        </ChipButton>
      )}
      {action}
    </Chip>
  );
}
