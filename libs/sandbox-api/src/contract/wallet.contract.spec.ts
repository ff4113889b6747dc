import { beforeEach, describe, expect, it } from 'vitest';
import { authApi, IDEMPOTENCY_HEADER, walletApi, type Balance, type Transaction, type WithdrawInfo } from '@wl/api-client';
import { CALLS } from '@wl/api-client/contract';
import { contractHarness } from './harness';

const h = contractHarness();
const { store } = h;
beforeEach(() => h.reset());

const walletOf = (balance: Balance, id: number) => balance.balance.find((entry) => entry.accountTypeId === id)?.availBalance;
const fresh = { forceRefetch: true } as const;
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const lastMonth = { from: daysAgo(30), to: today };
let keys = 0;
const key = () => `test-action-${++keys}`;
const balance = async () => (await store.dispatch(walletApi.endpoints.getBalance.initiate(undefined, fresh))).data as Balance;

describe('wallet calls (spec §7)', () => {
  it('answers the balance of every wallet, named, and the sum', async () => {
    await h.loginAs('demo_member');
    const answer = h.expectContract(
      'wallet',
      'balance',
      await store.dispatch(walletApi.endpoints.getBalance.initiate(undefined, fresh)),
    ) as Balance;
    expect(answer).toMatchObject({ sumBalance: 13030.75, currencySymbol: '¥' });
    expect(answer.balance.find((entry) => entry.accountTypeId === 2001)?.name).toBe('PG Soft');
  });

  it('moves money between wallets, and the balance call then shows it', async () => {
    await h.loginAs('demo_member');
    const after = h.expectContract(
      'wallet',
      'transfer',
      await store.dispatch(
        walletApi.endpoints.transferFunds.initiate({ fromAccountTypeId: 0, toAccountTypeId: 2001, amount: '80.50', idempotencyKey: key() }),
      ),
    ) as Balance;
    expect([walletOf(after, 0), walletOf(after, 2001), after.sumBalance]).toEqual([12500, 230.75, 13030.75]);
    expect(walletOf(await balance(), 2001)).toBe(230.75);
  });

  it('brings every vendor wallet back to the main wallet', async () => {
    await h.loginAs('demo_member');
    const after = h.expectContract(
      'wallet',
      'transferAll',
      await store.dispatch(walletApi.endpoints.transferAllToMain.initiate({ idempotencyKey: key() })),
    ) as Balance;
    expect([walletOf(after, 0), walletOf(after, 1001), walletOf(after, 2001), after.sumBalance]).toEqual([13030.75, 0, 0, 13030.75]);
  });

  it('refuses a transfer larger than the source wallet with "quota not sufficient"', async () => {
    await h.loginAs('demo_member');
    h.expectError(
      await store.dispatch(
        walletApi.endpoints.transferFunds.initiate({
          fromAccountTypeId: 1001,
          toAccountTypeId: 0,
          amount: '300.01',
          idempotencyKey: key(),
        }),
      ),
      'error.quotaNotSufficient',
    );
  });

  it('refuses a money call without an idempotency key', async () => {
    await h.loginAs('demo_member');
    const token = h.session.token ?? '';
    const response = await h.app.request(CALLS.wallet.transfer.path, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ fromAccountTypeId: 0, toAccountTypeId: 2001, amount: '1.00' }),
    });
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'invalid.parameter' });
  });

  it('applies a retried transfer once when the first answer was lost (drop-response fault)', async () => {
    await h.loginAs('demo_member');
    const token = h.session.token ?? '';
    const send = (drop: boolean) =>
      h.app.request(CALLS.wallet.transfer.path, {
        method: 'POST',
        headers: {
          authorization: token,
          'content-type': 'application/json',
          [IDEMPOTENCY_HEADER]: 'lost-once',
          ...(drop ? { 'x-sandbox-drop-response': '1' } : {}),
        },
        body: JSON.stringify({ fromAccountTypeId: 0, toAccountTypeId: 2001, amount: '100.00' }),
      });
    expect((await send(true)).type).toBe('error');
    const retried = (await (await send(false)).json()) as { value: Balance };
    expect([walletOf(retried.value, 0), walletOf(retried.value, 2001)]).toEqual([12480.5, 250.25]);
    expect(walletOf(await balance(), 0)).toBe(12480.5);
  });

  it('says whether the merchant has a single wallet', async () => {
    await h.loginAs('demo_member');
    expect(h.expectContract('wallet', 'merchantWallet', await store.dispatch(walletApi.endpoints.getMerchantWallet.initiate()))).toEqual({
      isSingle: false,
    });
  });

  it('moves money to the upline once the payment password is right', async () => {
    await h.loginAs('agent_l2');
    h.expectError(
      await store.dispatch(
        walletApi.endpoints.transferToUpline.initiate({ amount: '10.00', paymentPassword: 'wrong', idempotencyKey: key() }),
      ),
      'error.paymentPasswordIncorrect',
    );
    const after = h.expectContract(
      'wallet',
      'transferUpline',
      await store.dispatch(
        walletApi.endpoints.transferToUpline.initiate({ amount: '10.00', paymentPassword: '246810', idempotencyKey: key() }),
      ),
    ) as Balance;
    expect(walletOf(after, 0)).toBe(15390);
  });

  it('lists deposit channels and answers a deposit with its pay-in details, pending in the account record', async () => {
    await h.loginAs('demo_member');
    const channels = h.expectContract(
      'wallet',
      'depositChannels',
      await store.dispatch(walletApi.endpoints.getDepositChannels.initiate()),
    ) as Array<{ type: string }>;
    expect(channels.map((channel) => channel.type)).toEqual(['BANK', 'EWALLET', 'QR']);
    const order = h.expectContract(
      'wallet',
      'deposit',
      await store.dispatch(walletApi.endpoints.deposit.initiate({ channelId: 'qr-ph', amount: '300.00', idempotencyKey: key() })),
    ) as { orderId: string; payIn: { type: string } };
    expect(order).toMatchObject({ status: 'PENDING', payIn: { type: 'QR' } });
    const record = h.expectContract(
      'wallet',
      'transactions',
      await store.dispatch(walletApi.endpoints.getTransactions.initiate({ ...lastMonth, type: 'DEPOSIT', pageNum: 1, pageSize: 10 })),
    ) as { content: Transaction[] };
    expect(record.content[0]).toMatchObject({ transId: order.orderId, status: 'PENDING', amount: '300.00' });
    expect(walletOf(await balance(), 0)).toBe(12580.5);
  });

  it("refuses a deposit outside the channel's bounds", async () => {
    await h.loginAs('demo_member');
    h.expectError(
      await store.dispatch(walletApi.endpoints.deposit.initiate({ channelId: 'qr-ph', amount: '10000.01', idempotencyKey: key() })),
      'error.unknown',
    );
  });

  it('tells what a withdrawal needs: limits, turnover, payment password, payee name and bank accounts', async () => {
    await h.loginAs('demo_member');
    const info = h.expectContract(
      'wallet',
      'withdrawInfo',
      await store.dispatch(walletApi.endpoints.getWithdrawInfo.initiate()),
    ) as WithdrawInfo;
    expect(info).toMatchObject({
      available: '12580.50',
      turnoverRequired: '0.00',
      hasPaymentPassword: true,
      payeeName: 'Lucky Member',
      autoReceiveMinutes: 30,
    });
    expect(info.awaitingReceipt).toHaveLength(1);
    const added = h.expectContract(
      'wallet',
      'addBankAccount',
      await store.dispatch(
        walletApi.endpoints.addBankAccount.initiate({
          bankCode: 'BPI',
          accountNumber: '1234567890',
          payeeName: 'Someone Else',
          idempotencyKey: key(),
        }),
      ),
    );
    expect(added).toMatchObject({ payeeName: 'Lucky Member', accountNumberMasked: '****7890' });
  });

  it('refuses a withdrawal above the balance with "quota not sufficient" and moves nothing', async () => {
    await h.loginAs('demo_member');
    const info = (await store.dispatch(walletApi.endpoints.getWithdrawInfo.initiate())).data as WithdrawInfo;
    const bankAccountId = info.bankAccounts[0]?.bankAccountId ?? '';
    h.expectError(
      await store.dispatch(
        walletApi.endpoints.withdraw.initiate({ bankAccountId, amount: '12580.51', paymentPassword: '246810', idempotencyKey: key() }),
      ),
      'error.quotaNotSufficient',
    );
    expect(walletOf(await balance(), 0)).toBe(12580.5);
    const made = h.expectContract(
      'wallet',
      'withdraw',
      await store.dispatch(
        walletApi.endpoints.withdraw.initiate({ bankAccountId, amount: '580.50', paymentPassword: '246810', idempotencyKey: key() }),
      ),
    );
    expect(made).toMatchObject({ status: 'PENDING', amount: '580.50' });
    expect(walletOf(await balance(), 0)).toBe(12000);
  });

  it('takes "not received" with a png proof, and counts an unanswered disbursement as received after N minutes', async () => {
    await h.loginAs('demo_member');
    const info = (await store.dispatch(walletApi.endpoints.getWithdrawInfo.initiate())).data as WithdrawInfo;
    const png = btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a));
    const orderId = info.awaitingReceipt[0]?.orderId ?? '';
    h.expectError(
      await store.dispatch(
        walletApi.endpoints.confirmReceipt.initiate({
          orderId,
          received: false,
          proofs: [{ name: 'x.png', type: 'image/png', data: btoa('<svg>') }],
        }),
      ),
      'error.unknown',
    );
    expect(
      h.expectContract(
        'wallet',
        'confirmReceipt',
        await store.dispatch(
          walletApi.endpoints.confirmReceipt.initiate({
            orderId,
            received: false,
            proofs: [{ name: 'x.png', type: 'image/png', data: png }],
          }),
        ),
      ),
    ).toMatchObject({ status: 'NOT_RECEIVED' });

    await h.reset();
    await h.loginAs('demo_member');
    await h.admin('/__sandbox/clock', { method: 'POST', body: JSON.stringify({ advanceMs: 31 * 60_000 }) });
    const later = (await store.dispatch(walletApi.endpoints.getWithdrawInfo.initiate(undefined, fresh))).data as WithdrawInfo;
    expect(later.awaitingReceipt).toEqual([]);
    h.expectError(
      await store.dispatch(walletApi.endpoints.confirmReceipt.initiate({ orderId, received: true, proofs: [] })),
      'error.unknown',
    );
  });

  it("a copy of a demo account (POST /__sandbox/players) has its wallets and past under a name of its own, the original's untouched by it", async () => {
    await h.loginAs('demo_member');
    const original = (await store.dispatch(walletApi.endpoints.getWithdrawInfo.initiate(undefined, fresh))).data as WithdrawInfo;
    const made = await h.admin('/__sandbox/players', { method: 'POST', body: JSON.stringify({ like: 'demo_member' }) });
    expect(made.status).toBe(200);
    const copy = (await made.json()) as { username: string; password: string; nickname: string };
    expect(copy).toMatchObject({ username: expect.stringMatching(/^demo_member_\d+$/), password: 'Member#2024', nickname: 'Lucky Member' });
    const login = await store.dispatch(
      authApi.endpoints.login.initiate({ type: 'username', username: copy.username, password: copy.password }),
    );
    h.session.token = login.data?.token ?? null;
    const info = (await store.dispatch(walletApi.endpoints.getWithdrawInfo.initiate(undefined, fresh))).data as WithdrawInfo;
    expect(info).toMatchObject({ available: '12580.50', hasPaymentPassword: true, payeeName: 'Lucky Member' });
    // Its own withdrawal waiting for the receipt, dated from now: answering it leaves the original's waiting.
    expect(info.awaitingReceipt).toHaveLength(1);
    const orderId = info.awaitingReceipt[0]?.orderId ?? '';
    expect(orderId).not.toBe(original.awaitingReceipt[0]?.orderId);
    expect(info.awaitingReceipt[0]?.receiptDeadline).toBeGreaterThan(Date.now() + 20 * 60_000);
    h.expectContract(
      'wallet',
      'confirmReceipt',
      await store.dispatch(walletApi.endpoints.confirmReceipt.initiate({ orderId, received: true, proofs: [] })),
    );
    await h.loginAs('demo_member');
    const after = (await store.dispatch(walletApi.endpoints.getWithdrawInfo.initiate(undefined, fresh))).data as WithdrawInfo;
    expect(after.awaitingReceipt).toEqual(original.awaitingReceipt);

    const unknown = await h.admin('/__sandbox/players', { method: 'POST', body: JSON.stringify({ like: 'nobody' }) });
    expect(unknown.status).toBe(400);
  });

  it('answers the betting record, profit and loss by period, and bonus details within the dates', async () => {
    await h.loginAs('demo_member');
    const bets = h.expectContract(
      'wallet',
      'bets',
      await store.dispatch(walletApi.endpoints.getBets.initiate({ ...lastMonth, pageNum: 1, pageSize: 5 })),
    ) as { content: unknown[]; totalElements: number };
    expect(bets.content).toHaveLength(5);
    const profit = h.expectContract(
      'wallet',
      'profit',
      await store.dispatch(walletApi.endpoints.getProfit.initiate({ ...lastMonth, period: 'WEEKLY' })),
    ) as Array<{ periodStart: string; periodEnd: string }>;
    expect(profit.length).toBeGreaterThan(3);
    expect(profit.every((row) => new Date(`${row.periodStart}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    const bonuses = h.expectContract(
      'wallet',
      'bonuses',
      await store.dispatch(walletApi.endpoints.getBonuses.initiate({ ...lastMonth, pageNum: 1, pageSize: 10 })),
    ) as { totalElements: number };
    expect(bonuses.totalElements).toBeGreaterThan(0);
    const none = (
      await store.dispatch(walletApi.endpoints.getBets.initiate({ from: '2020-01-01', to: '2020-01-31', pageNum: 1, pageSize: 5 }))
    ).data as { totalElements: number };
    expect(none.totalElements).toBe(0);
  });

  it('has a contract test for every wallet call', () => {
    expect(h.uncovered('wallet')).toEqual([]);
  });
});
