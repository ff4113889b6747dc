import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  PROFIT_PERIODS,
  TRANSACTION_TYPES,
  useGetBetsQuery,
  useGetBonusesQuery,
  useGetProfitQuery,
  useGetTransactionsQuery,
  type BetRecord,
  type BonusRecord,
  type ProfitPeriod,
  type ProfitRow,
  type Transaction,
  type TransactionType,
} from '@wl/api-client';
import { DateTime } from '@wl/i18n';
import { Chips, Select, type RecordColumn } from '@wl/ui-kit';
import type { Money } from '../money/money';
import { useWalletMoney } from '../money/use-wallet-money';
import { RecordsPage, useRecordFilters } from './records';
import { StatusBadge, type RecordStatus } from './status';

/** Message ids of the transaction types, listed so the catalog check sees each one. */
export const TRANSACTION_TYPE_KEYS: Record<TransactionType, string> = {
  DEPOSIT: 'wallet.type.DEPOSIT',
  WITHDRAWAL: 'wallet.type.WITHDRAWAL',
  TRANSFER_IN: 'wallet.type.TRANSFER_IN',
  TRANSFER_OUT: 'wallet.type.TRANSFER_OUT',
  BET: 'wallet.type.BET',
  PAYOUT: 'wallet.type.PAYOUT',
  BONUS: 'wallet.type.BONUS',
  ADJUSTMENT: 'wallet.type.ADJUSTMENT',
};
const PERIOD_KEYS: Record<ProfitPeriod, string> = {
  DAILY: 'ui.dateRange.daily',
  WEEKLY: 'ui.dateRange.weekly',
  SEMIMONTHLY: 'ui.dateRange.semimonthly',
  MONTHLY: 'ui.dateRange.monthly',
};

/** The columns' shared pieces: when, how much (the player's locale and the wallet's currency). */
function useCells() {
  const intl = useIntl();
  const money = useWalletMoney();
  const text = (id: string) => intl.formatMessage({ id });
  return {
    text,
    money,
    /** An amount that goes either way (money in or out, a win or a loss): a gain shows its plus, in every record alike. */
    signed: (amount: Money | number) => money(amount, { signDisplay: 'exceptZero' }),
    time: { key: 'time', header: text('wallet.records.time'), render: (row: { createdAt: number }) => <DateTime value={row.createdAt} /> },
    status: (status: RecordStatus) => <StatusBadge status={status} />,
  };
}

/** personalHistoryCopy: the betting record. */
export function BettingRecordPage({ today }: { today?: Date }) {
  const filters = useRecordFilters(today);
  const query = useGetBetsQuery(filters.paging, { skip: !filters.complete });
  const { text, money, signed, time } = useCells();
  const columns: RecordColumn<BetRecord>[] = [
    time,
    { key: 'vendor', header: text('wallet.records.vendor'), render: (row) => row.vendor },
    { key: 'game', header: text('wallet.records.game'), render: (row) => row.gameName },
    { key: 'stake', header: text('wallet.records.stake'), render: (row) => money(row.stake), align: 'end' },
    { key: 'payout', header: text('wallet.records.payout'), render: (row) => money(row.payout), align: 'end' },
    { key: 'profit', header: text('wallet.records.profit'), render: (row) => signed(row.profit), align: 'end' },
  ];
  return (
    <RecordsPage
      titleKey="wallet.records.bets"
      emptyKey="wallet.records.noBets"
      filters={filters}
      query={query}
      columns={columns}
      recordKey={(row) => row.betId}
      today={today}
    />
  );
}

/** transactionHistory: the account record, filtered by transaction type. */
export function AccountRecordPage({ today }: { today?: Date }) {
  const filters = useRecordFilters(today);
  const [type, setType] = useState<TransactionType | ''>('');
  const query = useGetTransactionsQuery({ ...filters.paging, ...(type ? { type } : {}) }, { skip: !filters.complete });
  const { text, signed, time, status } = useCells();
  const columns: RecordColumn<Transaction>[] = [
    time,
    { key: 'type', header: text('wallet.records.type'), render: (row) => text(TRANSACTION_TYPE_KEYS[row.type]) },
    { key: 'reference', header: text('wallet.records.reference'), render: (row) => row.reference },
    { key: 'amount', header: text('wallet.amount'), render: (row) => signed(row.amount), align: 'end' },
    { key: 'status', header: text('wallet.records.status'), render: (row) => status(row.status) },
  ];
  const extra = (
    <Select
      label={text('wallet.records.type')}
      placeholder={text('wallet.records.allTypes')}
      options={TRANSACTION_TYPES.map((value) => ({ value, label: text(TRANSACTION_TYPE_KEYS[value]) }))}
      value={type}
      onChange={(event) => {
        setType(event.target.value as TransactionType | '');
        filters.setPage(1);
      }}
    />
  );
  return (
    <RecordsPage
      titleKey="wallet.records.account"
      emptyKey="wallet.records.noTransactions"
      filters={filters}
      extra={extra}
      query={query}
      columns={columns}
      recordKey={(row) => row.transId}
      today={today}
    />
  );
}

/** personalProfit: profit and loss by the spec's periods. */
export function ProfitRecordPage({ today }: { today?: Date }) {
  const filters = useRecordFilters(today);
  const [period, setPeriod] = useState<ProfitPeriod>('DAILY');
  const query = useGetProfitQuery({ ...filters.range, period }, { skip: !filters.complete });
  const { text, money, signed } = useCells();
  const columns: RecordColumn<ProfitRow>[] = [
    {
      key: 'period',
      header: text('wallet.records.period'),
      render: (row) =>
        row.periodStart === row.periodEnd ? (
          row.periodStart
        ) : (
          <FormattedMessage id="wallet.records.periodRange" values={{ from: row.periodStart, to: row.periodEnd }} />
        ),
    },
    { key: 'bets', header: text('wallet.records.stake'), render: (row) => money(row.bets), align: 'end' },
    { key: 'payouts', header: text('wallet.records.payout'), render: (row) => money(row.payouts), align: 'end' },
    { key: 'bonuses', header: text('wallet.records.bonus'), render: (row) => money(row.bonuses), align: 'end' },
    { key: 'profit', header: text('wallet.records.profit'), render: (row) => signed(row.profit), align: 'end' },
  ];
  const extra = (
    <Chips
      label={text('wallet.records.period')}
      options={PROFIT_PERIODS.map((value) => ({ value, label: text(PERIOD_KEYS[value]) }))}
      value={period}
      onChange={setPeriod}
    />
  );
  return (
    <RecordsPage
      titleKey="wallet.records.profitTitle"
      emptyKey="wallet.records.noProfit"
      filters={filters}
      extra={extra}
      query={query}
      columns={columns}
      recordKey={(row) => row.periodStart}
      today={today}
    />
  );
}

/** bonusDetails: the bonuses paid into the wallet. */
export function BonusRecordPage({ today }: { today?: Date }) {
  const filters = useRecordFilters(today);
  const query = useGetBonusesQuery(filters.paging, { skip: !filters.complete });
  const { text, money, time, status } = useCells();
  const columns: RecordColumn<BonusRecord>[] = [
    time,
    { key: 'name', header: text('wallet.records.bonusName'), render: (row) => row.name },
    { key: 'amount', header: text('wallet.amount'), render: (row) => money(row.amount), align: 'end' },
    { key: 'status', header: text('wallet.records.status'), render: (row) => status(row.status) },
  ];
  return (
    <RecordsPage
      titleKey="wallet.records.bonuses"
      emptyKey="wallet.records.noBonuses"
      filters={filters}
      query={query}
      columns={columns}
      recordKey={(row) => row.bonusId}
      today={today}
    />
  );
}
