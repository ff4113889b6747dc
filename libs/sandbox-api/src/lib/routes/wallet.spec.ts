import { beforeEach, describe, expect, it } from 'vitest';
import { walletApi, type WithdrawInfo } from '@wl/api-client';
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
