import { FormattedMessage } from 'react-intl';

/** The message in the place of a balance that is not in: it could not be fetched, or it is still coming. */
export const absentBalanceMessage = (failed: boolean) => (failed ? 'wallet.balanceFailed' : 'wallet.balanceUpdating');

/**
 * Said beside an earlier balance kept after a failed refresh, which is no current balance (docs/decisions.md); the
 * header's balance beside it has the refresh.
 */
export function StaleNote({ stale }: { stale: boolean }) {
  if (!stale) return null;
  return (
    <>
      {' '}
      <FormattedMessage id="wallet.balanceStale" />
    </>
  );
}
