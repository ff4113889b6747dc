import { FormattedMessage } from 'react-intl';

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
