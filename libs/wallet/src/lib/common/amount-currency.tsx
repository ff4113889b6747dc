import { FormattedMessage } from 'react-intl';
import { absentBalanceMessage, useGetBalanceQuery, useWalletCurrency } from '@wl/api-client';
import { Button } from '@wl/ui-kit';
import { useBalance } from '../balance/use-balance';
import { fitsDecimals } from '../money/money';
import { Row } from './page-parts';

export interface AmountCurrency {
  currencySymbol: string;
  /** The decimals the amount field takes: the default's until the currency is known. */
  decimals: number;
  /** The balance call named the wallet's currency: until then no amount is sent, as its decimals may be fewer (₫). */
  known: boolean;
  /** An amount that cannot be sent in this currency, as typed before it was known ("100.5" for ₫). */
  tooPrecise: (amount: string) => boolean;
  /** What the field shows an amount with: all its digits when it is too precise, not the currency's rounding of them. */
  fieldDecimals: (amount: string) => number;
}

/** The wallet's currency for a money form's amount: the balance call's symbol, which alone says how many decimals it takes. */
export function useAmountCurrency(): AmountCurrency {
  // Whether the balance has answered; the balance hook's refetch-on-return is the page's business, not the field's.
  const known = useGetBalanceQuery().data?.currencySymbol !== undefined;
  const { currencySymbol, decimals } = useWalletCurrency();
  const tooPrecise = (amount: string) => known && amount !== '' && !fitsDecimals(amount, decimals);
  return {
    currencySymbol,
    decimals,
    known,
    tooPrecise,
    fieldDecimals: (amount) => (tooPrecise(amount) ? (amount.split('.')[1] ?? '').length : decimals),
  };
}

/**
 * Why a money form's submit is busy before the currency is known: the balance is coming, or it could not be
 * fetched (with its refresh, so the page is not stuck).
 */
export function CurrencyPending({ known }: { known: boolean }) {
  return known ? null : <BalanceAbsent />;
}

/** The balance's state, asked only while it is absent: once known, the form holds no balance hook of its own. */
function BalanceAbsent() {
  const { failed, refresh, refreshing } = useBalance();
  return (
    <Row role="status">
      <FormattedMessage id={absentBalanceMessage(failed)} />
      {failed && (
        <Button variant="secondary" busy={refreshing} onClick={refresh}>
          <FormattedMessage id="wallet.refreshBalance" />
        </Button>
      )}
    </Row>
  );
}
