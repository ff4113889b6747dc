import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import {
  LARGEST_PAGE_SIZE,
  agentApi,
  useGetCreditReportQuery,
  useGetDownlineTransactionsQuery,
  useGetIncomeQuery,
  useGetProfitLossQuery,
  useGetTeamBetsQuery,
  type CreditRecord,
  type DownlineTransaction,
  type Income,
  type ProfitLoss,
  type ReportRequest,
  type TeamBet,
} from '@wl/api-client';
import { DateTime } from '@wl/i18n';
import { Money } from '../ui/money';
import { Figure, Figures } from '../ui/parts';
import { usePeriodLabel } from '../ui/period';
import { csvDateTime } from './csv';
import { ReportPage, type CellContext, type ReportArgs, type ReportColumn, type ReportSource } from './report-page';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
const request = ({ period: _period, ...args }: ReportArgs): ReportRequest => args;
/** A page of records as the paged report calls answer it. */
type RecordPage<T> = { content: T[]; totalPages: number };
type FetchPage<T> = (dispatch: Dispatch, request: ReportRequest, signal: AbortSignal) => Promise<RecordPage<T>>;

/** Every page of a paged team report, one call per page; an abandoned export stops at once. */
function useLoadAllPages<T>(fetchPage: FetchPage<T>) {
  const dispatch = useDispatch<Dispatch>();
  return useCallback(
    async (args: ReportArgs, signal: AbortSignal) => {
      const rows: T[] = [];
      for (let pageNum = 1, totalPages = 1; pageNum <= totalPages; pageNum++) {
        const page = await fetchPage(dispatch, { ...request(args), pageNum, pageSize: LARGEST_PAGE_SIZE }, signal);
        signal.throwIfAborted();
        rows.push(...page.content);
        totalPages = page.totalPages;
      }
      return rows;
    },
    [dispatch, fetchPage],
  );
}

// Asked afresh: a page cached by an earlier export or the table (kept 60 s unused) would put stale rows in the file.
const once = { subscribe: false, forceRefetch: true } as const;
/** One call of an export, cancelled with it; the call's listener goes once it is done, not at the export's end. */
export async function exportCall<R>(call: { unwrap: () => Promise<R>; abort: () => void }, signal: AbortSignal): Promise<R> {
  const abort = () => call.abort();
  signal.addEventListener('abort', abort, { once: true });
  try {
    return await call.unwrap();
  } finally {
    signal.removeEventListener('abort', abort);
  }
}
const fetchBets: FetchPage<TeamBet> = (dispatch, args, signal) =>
  exportCall(dispatch(agentApi.endpoints.getTeamBets.initiate(args, once)), signal);
const fetchProfitLoss: FetchPage<ProfitLoss> = (dispatch, args, signal) =>
  exportCall(dispatch(agentApi.endpoints.getProfitLoss.initiate(args, once)), signal);
const fetchTransactions: FetchPage<DownlineTransaction> = (dispatch, args, signal) =>
  exportCall(dispatch(agentApi.endpoints.getDownlineTransactions.initiate(args, once)), signal);
// The credit report pages its records under its summary.
const fetchCredit: FetchPage<CreditRecord> = (dispatch, args, signal) =>
  exportCall(dispatch(agentApi.endpoints.getCreditReport.initiate(args, once)), signal).then((report) => report.records);

/**
 * Only the chosen range's rows (docs/decisions.md, agent center): none while another range loads, not the last one's.
 * The pager is the last answer's, so a page pressed keeps it, and its focus, while that page loads.
 */
const pageOf = <T,>(query: { data?: RecordPage<T>; currentData?: RecordPage<T> }) => ({
  rows: query.currentData?.content ?? [],
  totalPages: query.data?.totalPages ?? 1,
});

const money = <T,>(key: string & keyof T, headerKey: string): ReportColumn<T> => ({
  key,
  headerKey,
  render: (row) => <Money value={row[key] as number} />,
  align: 'end',
  csv: (row) => row[key] as number,
});
/** A column of words, written once for the screen and the CSV alike. */
const words = <T,>(key: string, headerKey: string, write: (row: T, cell: CellContext) => string): ReportColumn<T> => ({
  key,
  headerKey,
  render: write,
  csv: write,
});
const text = <T,>(key: string & keyof T, headerKey: string): ReportColumn<T> => words<T>(key, headerKey, (row) => String(row[key]));
/** A code (a type, a kind) by its name in the reader's language, from the catalog key `messageId` gives it. */
const named = <T,>(key: string, headerKey: string, messageId: (row: T) => string): ReportColumn<T> =>
  words<T>(key, headerKey, (row, { intl }) => intl.formatMessage({ id: messageId(row) }));
const time = <T,>(key: string & keyof T, headerKey: string): ReportColumn<T> => ({
  key,
  headerKey,
  render: (row) => <DateTime value={row[key] as number} />,
  csv: (row) => csvDateTime(row[key] as number),
});

const teamBets: ReportSource<TeamBet> = {
  useReport: (args, skip) => {
    const query = useGetTeamBetsQuery(request(args), { skip });
    return { query, ...pageOf(query) };
  },
  useLoadAll: () => useLoadAllPages(fetchBets),
};

export const TEAM_BET_COLUMNS: ReportColumn<TeamBet>[] = [
  time('betTime', 'agent.column.betTime'),
  text('username', 'agent.column.username'),
  text('vendor', 'agent.column.vendor'),
  text('gameName', 'agent.column.game'),
  money('betAmount', 'agent.column.betAmount'),
  money('validBet', 'agent.column.validBet'),
  money('winLoss', 'agent.column.winLoss'),
];

export function TeamBettingReport() {
  return (
    <ReportPage
      titleKey="agent.entry.teamBetting"
      source={teamBets}
      columns={TEAM_BET_COLUMNS}
      rowKey={(row) => row.betId}
      byMember
      emptyKey="agent.empty.teamBetting"
    />
  );
}

const profitLoss: ReportSource<ProfitLoss> = {
  useReport: (args, skip) => {
    const query = useGetProfitLossQuery(request(args), { skip });
    return { query, ...pageOf(query) };
  },
  useLoadAll: () => useLoadAllPages(fetchProfitLoss),
};

export function ProfitLossReport() {
  return (
    <ReportPage
      titleKey="agent.entry.userProfitLoss"
      source={profitLoss}
      columns={[
        text('username', 'agent.column.username'),
        money('betAmount', 'agent.column.betAmount'),
        money('validBet', 'agent.column.validBet'),
        money('winLoss', 'agent.column.winLoss'),
        money('bonus', 'agent.column.bonus'),
        money('profitLoss', 'agent.column.profitLoss'),
      ]}
      rowKey={(row) => row.username}
      byMember
      emptyKey="agent.empty.userProfitLoss"
    />
  );
}

const transactions: ReportSource<DownlineTransaction> = {
  useReport: (args, skip) => {
    const query = useGetDownlineTransactionsQuery(request(args), { skip });
    return { query, ...pageOf(query) };
  },
  useLoadAll: () => useLoadAllPages(fetchTransactions),
};

export function DownlineTransactionsReport() {
  return (
    <ReportPage
      titleKey="agent.entry.downlineTransactions"
      source={transactions}
      columns={[
        time('createTime', 'agent.column.time'),
        text('username', 'agent.column.username'),
        named('type', 'agent.column.type', (row: DownlineTransaction) => `agent.transaction.${row.type}`),
        money('amount', 'agent.column.amount'),
        money('balanceAfter', 'agent.column.balanceAfter'),
      ]}
      rowKey={(row) => row.transId}
      byMember
      emptyKey="agent.empty.downlineTransactions"
    />
  );
}

/** Income is a few rows per range (one per period), so it comes whole and pages on screen. */
const income: ReportSource<Income> = {
  useReport: ({ startDate, endDate, period, pageNum, pageSize }, skip) => {
    const query = useGetIncomeQuery({ startDate, endDate, period }, { skip });
    // The chosen range and grouping's rows only, so they are always in the grouping chosen; the pager is the last answer's.
    return {
      query,
      rows: (query.currentData ?? []).slice((pageNum - 1) * pageSize, pageNum * pageSize),
      totalPages: Math.max(1, Math.ceil((query.data ?? []).length / pageSize)),
    };
  },
  useLoadAll: () => {
    const dispatch = useDispatch<Dispatch>();
    return useCallback(
      ({ startDate, endDate, period }: ReportArgs, signal: AbortSignal) =>
        exportCall(dispatch(agentApi.endpoints.getIncome.initiate({ startDate, endDate, period }, once)), signal),
      [dispatch],
    );
  },
};

export function IncomeReport() {
  const periodLabel = usePeriodLabel();
  return (
    <ReportPage
      titleKey="agent.entry.myIncome"
      source={income}
      columns={[
        {
          key: 'period',
          headerKey: 'agent.column.period',
          // Days read left to right, so a right-to-left page does not swap a range's two days (digits alone give a bdi
          // no direction of its own); a month is a word in the reader's language, in its own direction.
          render: (row, { period }) => <bdi dir={period === 'MONTHLY' ? undefined : 'ltr'}>{periodLabel(row.period, period)}</bdi>,
          // The period's first day, `yyyy-MM-dd`: a date a spreadsheet sorts and filters, as it does the times.
          csv: (row) => row.period,
        },
        money('commission', 'agent.column.commission'),
        money('dividend', 'agent.column.dividend'),
        money('dailySalary', 'agent.column.dailySalary'),
        money('hourlySalary', 'agent.column.hourlySalary'),
        money('realTimeSalary', 'agent.column.realTimeSalary'),
        money('total', 'agent.column.total'),
      ]}
      rowKey={(row) => row.period}
      byPeriod
      emptyKey="agent.empty.myIncome"
    />
  );
}

const credit: ReportSource<CreditRecord> = {
  useReport: (args, skip) => {
    const query = useGetCreditReportQuery(request(args), { skip });
    // The summary too is the chosen range's answer only.
    const data = query.currentData;
    const summary = data && (
      <Figures>
        {(['creditLimit', 'usedCredit', 'availableCredit'] as const).map((key) => (
          <Figure key={key} labelId={`agent.credit.${key}`}>
            <Money value={data[key]} />
          </Figure>
        ))}
      </Figures>
    );
    return { query, rows: data?.records.content ?? [], totalPages: query.data?.records.totalPages ?? 1, summary };
  },
  useLoadAll: () => useLoadAllPages(fetchCredit),
};

export function CreditReportPage() {
  return (
    <ReportPage
      titleKey="agent.credit.title"
      source={credit}
      columns={[
        time('createTime', 'agent.column.time'),
        named('type', 'agent.column.type', (row: CreditRecord) => `agent.credit.type.${row.type}`),
        text('username', 'agent.column.username'),
        money('amount', 'agent.column.amount'),
        money('creditAfter', 'agent.column.creditAfter'),
      ]}
      rowKey={(row) => row.recordId}
      byMember
      emptyKey="agent.empty.credit"
    />
  );
}
