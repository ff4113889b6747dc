import { useEffect, useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { lightFormat } from 'date-fns';
import { LARGEST_PAGE_SIZE, useGetTransactionsQuery, type DepositOrder, type Transaction } from '@wl/api-client';

/** How often a deposit waiting for its money is read again while its pay-in details show: merchants credit in minutes. */
export const DEPOSIT_STATUS_POLL_MS = 30_000;

const DAY_MS = 86_400_000;
/**
 * How long after it was placed a deposit's credit is looked for: a record is dated when the money came, and the page may
 * be opened again (its kept copy) or left open for days. Past a month the copy is no longer worth a "pay in".
 */
const CREDIT_SEARCH_DAYS = 31;
/** Calendar days as the records call takes them, in the player's time zone (as the record pages ask). */
const recordDay = (at: number) => lightFormat(at, 'yyyy-MM-dd');

/**
 * The deposit's record in the account record (the only call that reads an order again): its status there, once found.
 * A record is matched by the order id, which a waiting deposit carries as its id and a credited one as its reference.
 */
function statusOf(rows: readonly Transaction[], orderId: string): Transaction['status'] | undefined {
  const own = rows.filter((row) => row.transId === orderId || row.reference === orderId);
  return own.find((row) => row.status !== 'PENDING')?.status ?? own[0]?.status;
}

/**
 * Whether the deposit placed is still waiting for the money (spec §4: pending until the merchant confirms it): read
 * when the details show (a reload, or the entry opened again), every `DEPOSIT_STATUS_POLL_MS` while it waits and the
 * tab is shown, and when the player comes back to the tab. Without it the details said "pay in" after the money was
 * credited, and a player could pay twice. Undefined until the record is read (or when the record has no such order).
 */
export function useDepositStatus(order: DepositOrder | undefined): Transaction['status'] | undefined {
  const createdAt = order?.createdAt;
  // From the day before the order (the server's day may be behind this device's) to a month after it: a credit is
  // dated when it came, however long the page has been open.
  const range = useMemo(
    () =>
      createdAt === undefined ? undefined : { from: recordDay(createdAt - DAY_MS), to: recordDay(createdAt + CREDIT_SEARCH_DAYS * DAY_MS) },
    [createdAt],
  );
  const { data, refetch } = useGetTransactionsQuery(
    range ? { ...range, type: 'DEPOSIT', pageNum: 1, pageSize: LARGEST_PAGE_SIZE } : skipToken,
    // Asked afresh each time the details show: an answer cached on the last visit may be old.
    { refetchOnMountOrArgChange: true },
  );
  const status = order && data ? statusOf(data.content, order.orderId) : undefined;
  // Asked again only once the range is known: a query never started cannot be refetched.
  const waiting = range !== undefined && (status === undefined || status === 'PENDING');
  useEffect(() => {
    if (!waiting) return undefined;
    // A hidden tab asks nothing; shown again (or the window focused again), it asks at once.
    const ask = () => {
      if (document.visibilityState !== 'hidden') void refetch();
    };
    const timer = setInterval(ask, DEPOSIT_STATUS_POLL_MS);
    document.addEventListener('visibilitychange', ask);
    window.addEventListener('focus', ask);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', ask);
      window.removeEventListener('focus', ask);
    };
  }, [waiting, refetch]);
  return status;
}
