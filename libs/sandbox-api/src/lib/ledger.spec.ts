import { describe, expect, it } from 'vitest';
import { balanceMinor, checkLedger, createLedger, isFailure, once, open, post, toDecimal, toMinor, transfer, walletView } from './ledger';

function twoPlayers() {
  const ledger = createLedger(() => 0);
  open(ledger, 1, { 0: 100.5 });
  open(ledger, 2, { 0: 0 });
  return { ledger };
}

describe('the sandbox ledger', () => {
  it('keeps amounts in whole minor units and refuses more decimals than the currency has', () => {
    expect(toMinor('0.1') + toMinor('0.2')).toBe(toMinor('0.3'));
    expect(toDecimal(toMinor('12580.5'))).toBe('12580.50');
    expect(() => toMinor('1.005')).toThrow(RangeError);
  });

  it('moves money between players once per idempotency key', () => {
    const state = twoPlayers();
    expect(isFailure(transfer(state, 1, 2, '40.25', 'k1'))).toBe(false);
    transfer(state, 1, 2, '40.25', 'k1');
    expect([balanceMinor(state.ledger, 1, 0), balanceMinor(state.ledger, 2, 0)]).toEqual([6025, 4025]);
    checkLedger(state.ledger);
  });

  it('refuses an idempotency key sent again with another amount or payee, and moves nothing', () => {
    const state = twoPlayers();
    open(state.ledger, 3, { 0: 0 });
    transfer(state, 1, 2, '40.25', 'k1');
    expect(transfer(state, 1, 2, '50', 'k1')).toMatchObject({ error: 'invalid.parameter' });
    expect(transfer(state, 1, 3, '40.25', 'k1')).toMatchObject({ error: 'invalid.parameter' });
    expect([1, 2, 3].map((player) => balanceMinor(state.ledger, player, 0))).toEqual([6025, 4025, 0]);
    checkLedger(state.ledger);
  });

  it('refuses a key sent with another call without applying it, and still replays the first call', () => {
    const { ledger } = twoPlayers();
    const action = { key: 'k1', call: 'deposit', input: { amount: 100 } };
    expect(once(ledger, 1, action, () => 'first')).toBe('first');
    let applied = false;
    const other = once(ledger, 1, { ...action, call: 'withdraw' }, () => (applied = true));
    expect(other).toMatchObject({ error: 'invalid.parameter' });
    expect(applied).toBe(false);
    expect(once(ledger, 1, action, () => 'again')).toBe('first');
  });

  it('refuses a transfer above the balance and moves nothing, even on a retry with the same key', () => {
    const state = twoPlayers();
    expect(transfer(state, 1, 2, '100.51', 'k2')).toMatchObject({ error: 'quota.insufficient' });
    transfer(state, 2, 1, '100', 'fund');
    expect(transfer(state, 1, 2, '100.51', 'k2')).toMatchObject({ error: 'quota.insufficient' });
    expect(balanceMinor(state.ledger, 2, 0)).toBe(0);
  });

  it('posts the legs of one posting together or not at all', () => {
    const { ledger } = twoPlayers();
    const refused = post(ledger, [
      { accountId: 1, wallet: 0, amountMinor: -5000, kind: 'transfer' },
      { accountId: 1, wallet: 0, amountMinor: -6000, kind: 'transfer' },
    ]);
    expect(isFailure(refused)).toBe(true);
    expect(balanceMinor(ledger, 1, 0)).toBe(10050);
  });

  it('turns a direct write to the wallet view into an adjustment entry, so balances stay derived', () => {
    const { ledger } = twoPlayers();
    const wallets = walletView(ledger, 1);
    wallets[0] = 150.5;
    expect(wallets[0]).toBe(150.5);
    expect(ledger.entries.at(-1)).toMatchObject({ kind: 'adjustment', amountMinor: 5000 });
    expect(Object.entries(wallets)).toEqual([['0', 150.5]]);
    checkLedger(ledger);
  });

  it('fails the invariant check when a balance differs from the sum of its entries', () => {
    const { ledger } = twoPlayers();
    ledger.balances.get(1)?.set(0, 1);
    expect(() => checkLedger(ledger)).toThrow(/entries sum to 10050/);
  });

  it('fails the invariant check when a transfer posting makes money', () => {
    const { ledger } = twoPlayers();
    post(ledger, [{ accountId: 2, wallet: 0, amountMinor: 1, kind: 'transfer' }]);
    expect(() => checkLedger(ledger)).toThrow(/makes or loses 1/);
  });
});
