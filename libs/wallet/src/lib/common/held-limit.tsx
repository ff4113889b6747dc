import type { ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';
import { checkAmount, type AmountInput } from '@wl/ui-kit';
import { compareMoney, type Money } from '../money/money';

/**
 * An amount drawn on what a wallet holds: whether it is more (or no amount a form can send), and the field's bound.
 * While the balance shows, the field checks it and names the figure; while the player hides the balance (spec §2),
 * the figure must not show in the message either: an amount above it is said to be more than the wallet holds.
 * `limit` is the operation's own maximum (a withdrawal's), the field's bound whenever it is the lower one.
 */
export function heldLimit(
  amount: string,
  held: Money | undefined,
  hidden: boolean,
  decimals: number,
  limit?: Money,
): { over: boolean; field: Pick<ComponentProps<typeof AmountInput>, 'max' | 'error'> } {
  const over = amount !== '' && checkAmount(amount, { max: held }, decimals) !== null;
  if (hidden) {
    return { over, field: { max: limit, error: over && held !== undefined ? <FormattedMessage id="wallet.overBalance" /> : undefined } };
  }
  const lower = held === undefined || (limit !== undefined && compareMoney(limit, held) < 0) ? limit : held;
  return { over, field: { max: lower } };
}
