import { beforeEach, describe, expect, it } from 'vitest';
import { walletApi, type Balance } from '@wl/api-client';
import { contractHarness } from './harness';

const h = contractHarness();
const { store } = h;
beforeEach(() => h.reset());

const walletOf = (balance: Balance, id: number) => balance.balance.find((entry) => entry.accountTypeId === id)?.availBalance;

describe('wallet calls (spec §7)', () => {
  it('answers the balance of every wallet and the sum', async () => {
    await h.loginAs('demo_member');
    const balance = h.expectContract('wallet', 'balance', await store.dispatch(walletApi.endpoints.getBalance.initiate(undefined, { forceRefetch: true }))) as Balance;
    expect(balance).toMatchObject({ sumBalance: 13030.75, currencySymbol: '¥' });
  });

  it('moves money between wallets, and the balance call then shows it', async () => {
    await h.loginAs('demo_member');
    const after = h.expectContract('wallet', 'transfer', await store.dispatch(walletApi.endpoints.transferFunds.initiate({ fromAccountTypeId: 0, toAccountTypeId: 2001, amount: 80.5 }))) as Balance;
    expect([walletOf(after, 0), walletOf(after, 2001), after.sumBalance]).toEqual([12500, 230.75, 13030.75]);
    const reread = (await store.dispatch(walletApi.endpoints.getBalance.initiate(undefined, { forceRefetch: true }))).data as Balance;
    expect(walletOf(reread, 2001)).toBe(230.75);
  });

  it('refuses a transfer larger than the source wallet with "quota not sufficient"', async () => {
    await h.loginAs('demo_member');
    h.expectError(await store.dispatch(walletApi.endpoints.transferFunds.initiate({ fromAccountTypeId: 1001, toAccountTypeId: 0, amount: 300.01 })), 'error.quotaNotSufficient');
  });

  it('says whether the merchant has a single wallet', async () => {
    await h.loginAs('demo_member');
    expect(h.expectContract('wallet', 'merchantWallet', await store.dispatch(walletApi.endpoints.getMerchantWallet.initiate()))).toEqual({ isSingle: false });
  });

  it('has a contract test for every wallet call', () => {
    expect(h.uncovered('wallet')).toEqual([]);
  });
});
