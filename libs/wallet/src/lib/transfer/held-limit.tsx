import type { ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';
import { checkAmount, type AmountInput } from '@wl/ui-kit';
import type { Money } from '../money/money';

/**
 * An amount field's bound of what a wallet holds. While the balance shows, the field checks it and names the figure;
 * while the player hides the balance (spec §2), the figure must not show in the message either: an amount above it
 * is said to be more than the wallet holds, without it.
 */
export function heldLimit(
  amount: string,
  held: Money | undefined,
  hidden: boolean,
  decimals: number,
): Pick<ComponentProps<typeof AmountInput>, 'max' | 'error'> {
  if (!hidden) return { max: held };
  const over = amount !== '' && held !== undefined && checkAmount(amount, { max: held }, decimals) !== null;
  return { error: over ? <FormattedMessage id="wallet.overBalance" /> : undefined };
}
