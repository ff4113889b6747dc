import { beforeEach, describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  memberApi,
  walletApi,
  type Balance,
  type DepositOrder,
  type ResponsibleGaming,
  type Withdrawal,
  type WithdrawInfo,
} from '@wl/api-client';
import { contractHarness } from '../../contract/harness';

const h = contractHarness();
beforeEach(() => h.reset());

const fresh = { forceRefetch: true } as const;
const day = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);
/** The account record's status of one withdrawal (its order id is the record's reference). */
async function recordStatus(orderId: string) {
  const range = { from: day(30 * 86_400_000), to: day(-86_400_000), pageNum: 1, pageSize: 50, type: 'WITHDRAWAL' as const };
  const { content } = await h.store.dispatch(walletApi.endpoints.getTransactions.initiate(range, fresh)).unwrap();
  return content.find((row) => row.reference === orderId)?.status;
}
const waitingWithdrawal = async () =>
  ((await h.store.dispatch(walletApi.endpoints.getWithdrawInfo.initiate(undefined, fresh))).data as WithdrawInfo).awaitingReceipt[0]
    ?.orderId ?? '';
const answer = (orderId: string, received: boolean) =>
  h.store.dispatch(walletApi.endpoints.confirmReceipt.initiate({ orderId, received, proofs: [] })).unwrap();

describe('a withdrawal in the account record follows its own status (spec §4 withdrawal confirmation)', () => {
  it('paid out but not yet confirmed, it is still pending, not completed', async () => {
    await h.loginAs('demo_member');
    expect(await recordStatus(await waitingWithdrawal())).toBe('PENDING');
  });

  it('reported not received, it stays pending: the merchant still has it open', async () => {
    await h.loginAs('demo_member');
    const orderId = await waitingWithdrawal();
    await answer(orderId, false);
    expect(await recordStatus(orderId)).toBe('PENDING');
  });

  it('confirmed received, or counted so once the N minutes are over, it is completed', async () => {
    await h.loginAs('demo_member');
    const orderId = await waitingWithdrawal();
    await answer(orderId, true);
    expect(await recordStatus(orderId)).toBe('SUCCESS');

    await h.reset();
    await h.loginAs('demo_member');
    const unanswered = await waitingWithdrawal();
    await h.admin('/__sandbox/clock', { method: 'POST', body: JSON.stringify({ advanceMs: 31 * 60_000 }) });
    expect(await recordStatus(unanswered)).toBe('SUCCESS');
  });
});

const mainWallet = async () =>
  ((await h.store.dispatch(walletApi.endpoints.getBalance.initiate(undefined, fresh))).data as Balance).balance.find(
    (entry) => entry.accountTypeId === 0,
  )?.availBalance;
const toVendor = (idempotencyKey: string, amount: string) =>
  h.store.dispatch(walletApi.endpoints.transferFunds.initiate({ fromAccountTypeId: 0, toAccountTypeId: 2001, amount, idempotencyKey }));
const withdraw = async (idempotencyKey: string, amount: string, paymentPassword = '246810') => {
  const info = (await h.store.dispatch(walletApi.endpoints.getWithdrawInfo.initiate(undefined, fresh))).data as WithdrawInfo;
  const bankAccountId = info.bankAccounts[0]?.bankAccountId ?? '';
  return h.store.dispatch(walletApi.endpoints.withdraw.initiate({ bankAccountId, amount, paymentPassword, idempotencyKey }));
};
const deposit = (idempotencyKey: string, amount: string) =>
  h.store.dispatch(walletApi.endpoints.deposit.initiate({ channelId: 'qr-ph', amount, idempotencyKey }));
const refusedAsReused = (result: { error?: unknown }) => h.expectError(result, 'error.unknown', ERROR_CODES.invalidParameter);

describe('money calls, once per Idempotency-Key (docs/decisions.md "Idempotency")', () => {
  beforeEach(() => h.loginAs('demo_member'));

  it('a retry of a transfer with the same input replays its answer and moves nothing again', async () => {
    expect((await toVendor('retry', '80.50')).error).toBeUndefined();
    expect((await toVendor('retry', '80.50')).error).toBeUndefined();
    expect(await mainWallet()).toBe(12580.5 - 80.5);
  });

  it('the same key with another amount is refused and moves nothing', async () => {
    await toVendor('changed', '80.50');
    refusedAsReused(await toVendor('changed', '100.00'));
    refusedAsReused(await withdraw('changed', '100.00'));
    refusedAsReused(await h.store.dispatch(walletApi.endpoints.transferAllToMain.initiate({ idempotencyKey: 'changed' })));
    expect(await mainWallet()).toBe(12580.5 - 80.5);
  });

  it('a withdrawal keeps its key while the player retypes the payment password, and applies once', async () => {
    h.expectError(await withdraw('retyped', '500.00', 'wrong'), 'error.paymentPasswordIncorrect');
    expect((await withdraw('retyped', '500.00')).error).toBeUndefined();
    expect((await withdraw('retyped', '500.00')).error).toBeUndefined();
    refusedAsReused(await withdraw('retyped', '600.00'));
    expect(await mainWallet()).toBe(12580.5 - 500);
  });

  it('a deposit key sent again with another amount is refused: no order, nothing counted against the limits', async () => {
    await h.store.dispatch(memberApi.endpoints.setDepositLimits.initiate({ limits: [{ period: 'DAY', amount: 1000 }] }));
    expect((await deposit('order', '300.00')).error).toBeUndefined();
    refusedAsReused(await deposit('order', '400.00'));
    await toVendor('moved', '1.00');
    refusedAsReused(await deposit('moved', '400.00'));
    const rg = (await h.store.dispatch(memberApi.endpoints.getResponsibleGaming.initiate(undefined, fresh))).data as ResponsibleGaming;
    expect(rg.limits.find((limit) => limit.period === 'DAY')?.used).toBe(300);
  });
});

describe('what the merchant refused reads Failed in the account record (spec §4)', () => {
  const recordOf = async (type: 'DEPOSIT' | 'WITHDRAWAL' | 'ADJUSTMENT') => {
    const range = { from: day(30 * 86_400_000), to: day(-86_400_000), pageNum: 1, pageSize: 100, type };
    return (await h.store.dispatch(walletApi.endpoints.getTransactions.initiate(range, fresh)).unwrap()).content;
  };

  it('a refused deposit, which moved no money, is listed as failed', async () => {
    await h.loginAs('demo_member');
    const refused = (await recordOf('DEPOSIT')).filter((row) => row.status === 'FAILED');
    expect(refused).toEqual([expect.objectContaining({ type: 'DEPOSIT', amount: '300.00' })]);
  });

  it('a refused withdrawal is listed as failed, and its refund as an adjustment that gives the amount back', async () => {
    await h.loginAs('demo_member');
    const [refused] = (await recordOf('WITHDRAWAL')).filter((row) => row.status === 'FAILED');
    expect(refused).toEqual(expect.objectContaining({ amount: '-1200.00' }));
    const refunds = (await recordOf('ADJUSTMENT')).filter((row) => row.reference === refused?.reference);
    expect(refunds).toEqual([expect.objectContaining({ amount: '1200.00', status: 'SUCCESS' })]);
  });
});

describe('orders move on the sandbox clock (docs/sandbox.md "Orders")', () => {
  beforeEach(() => h.loginAs('demo_member'));
  const minutesLater = (minutes: number) =>
    h.admin('/__sandbox/clock', { method: 'POST', body: JSON.stringify({ advanceMs: minutes * 60_000 }) });
  const record = async (type: 'DEPOSIT' | 'WITHDRAWAL', reference: string) => {
    const range = { from: day(30 * 86_400_000), to: day(-86_400_000), pageNum: 1, pageSize: 50, type };
    const { content } = await h.store.dispatch(walletApi.endpoints.getTransactions.initiate(range, fresh)).unwrap();
    return content.find((row) => row.reference === reference)?.status;
  };
  const awaiting = async () =>
    ((await h.store.dispatch(walletApi.endpoints.getWithdrawInfo.initiate(undefined, fresh))).data as WithdrawInfo).awaitingReceipt;

  it('a deposit is approved 5 minutes after it was made, and only then reaches the main wallet', async () => {
    const order = (await deposit('approved', '300.00')).data as DepositOrder;
    expect(order.status).toBe('PENDING');
    await minutesLater(4);
    expect([await mainWallet(), await record('DEPOSIT', order.orderId)]).toEqual([12580.5, 'PENDING']);
    await minutesLater(1);
    expect([await mainWallet(), await record('DEPOSIT', order.orderId)]).toEqual([12880.5, 'SUCCESS']);
  });

  it('a withdrawal is disbursed 15 minutes after it was asked for, then waits for its receipt, then counts as received', async () => {
    const made = (await withdraw('paid-out', '500.00')).data as Withdrawal;
    expect(made.status).toBe('PENDING');
    await minutesLater(14);
    expect((await awaiting()).map((withdrawal) => withdrawal.orderId)).not.toContain(made.orderId);
    await minutesLater(1);
    const disbursed = (await awaiting()).find((withdrawal) => withdrawal.orderId === made.orderId);
    expect(disbursed).toMatchObject({ status: 'DISBURSED', disbursedAt: made.createdAt + 15 * 60_000 });
    expect(disbursed?.receiptDeadline).toBe((disbursed?.disbursedAt ?? 0) + 30 * 60_000);
    expect(await record('WITHDRAWAL', made.orderId)).toBe('PENDING');
    await minutesLater(31);
    expect(await record('WITHDRAWAL', made.orderId)).toBe('SUCCESS');
    expect(await mainWallet()).toBe(12580.5 - 500);
  });
});
