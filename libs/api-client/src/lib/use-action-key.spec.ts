// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, serverError } from './errors';
import { clearPersistedApiCache } from './persisted-cache';
import { forgetUnsettledActions, UNSETTLED_STORAGE_ITEM } from './unsettled-actions';
import { UNSETTLED_KEY_LIFETIME_MS, useActionKey } from './use-action-key';

const networkError = { kind: 'network', messageKey: 'error.networkAbnormal' };
afterEach(() => vi.unstubAllGlobals());

const wrongPaymentPassword = { kind: 'server', status: 200, code: 'password.incorrect', messageKey: 'error.paymentPasswordIncorrect' };
const refused = { kind: 'server', status: 200, code: 'quota.insufficient', messageKey: 'error.quotaNotSufficient' };

describe('one idempotency key per player action, not per HTTP attempt', () => {
  it('keeps the key for a retry after a lost answer, and makes a new one once the server has answered', () => {
    const { result } = renderHook(() => useActionKey('retried', { amount: '100' }));
    const first = result.current.key();
    result.current.settle(networkError);
    expect(result.current.key()).toBe(first);
    result.current.settle(refused);
    const second = result.current.key();
    expect(second).not.toBe(first);
    result.current.settle();
    expect(result.current.key()).not.toBe(second);
  });

  it('keeps the key across a refused payment password, so a lost answer before it cannot move the money twice', () => {
    const { result } = renderHook(() => useActionKey('passwordRefused', { amount: '100' }));
    const first = result.current.key();
    result.current.settle(networkError);
    result.current.settle(wrongPaymentPassword);
    expect(result.current.key()).toBe(first);
  });

  it('keeps the key across a refusal given before the key is read: an expired session (401) and too many payment passwords (429)', () => {
    const { result } = renderHook(() => useActionKey('refusedBeforeTheKey', { amount: '100' }));
    const first = result.current.key();
    result.current.settle(networkError);
    result.current.settle(serverError(ERROR_CODES.sessionExpired, 'gone', 401));
    expect(result.current.key()).toBe(first);
    result.current.settle(serverError(ERROR_CODES.tooManyRequests, 'wait', 429));
    expect(result.current.key()).toBe(first);
    // A 401 without a code (a gateway's page) is the session too.
    result.current.settle(serverError(undefined, 'Unauthorized', 401));
    expect(result.current.key()).toBe(first);
  });

  it('makes a new key when the player changes the action', () => {
    const { result, rerender } = renderHook(({ amount }) => useActionKey('changed', { amount }), { initialProps: { amount: '100' } });
    const first = result.current.key();
    result.current.settle(networkError);
    rerender({ amount: '200' });
    expect(result.current.key()).not.toBe(first);
  });

  it('keeps the key of an unanswered action for a form opened anew', () => {
    const opened = renderHook(() => useActionKey('reopened', { amount: '100' }));
    const first = opened.result.current.key();
    opened.result.current.settle(networkError);
    opened.unmount();
    const reopened = renderHook(() => useActionKey('reopened', { amount: '100' }));
    expect(reopened.result.current.key()).toBe(first);
  });

  it('never lends an unanswered key to another input, nor back to it once another was sent: an old outcome is not replayed for a new intent', () => {
    const { result, rerender } = renderHook(({ amount }) => useActionKey('intent', { amount }), { initialProps: { amount: '100' } });
    const first = result.current.key();
    result.current.settle(networkError);
    rerender({ amount: '200' });
    result.current.key();
    result.current.settle();
    rerender({ amount: '100' });
    expect(result.current.key()).not.toBe(first);
  });

  it('an answer to one action of a page ends only that kind’s key', () => {
    const transfer = renderHook(() => useActionKey('transferKind', { amount: '100' }));
    const allBack = renderHook(() => useActionKey('allBackKind', []));
    const kept = transfer.result.current.key();
    transfer.result.current.settle(networkError);
    allBack.result.current.key();
    allBack.result.current.settle();
    expect(transfer.result.current.key()).toBe(kept);
  });

  it('keeps the key after an unknown outcome at HTTP 200 (system.error, a code the catalogue does not know): the money may have moved', () => {
    const { result } = renderHook(() => useActionKey('unknownOutcome', { amount: '100' }));
    const first = result.current.key();
    result.current.settle(serverError('system.error', undefined, 200));
    expect(result.current.key()).toBe(first);
    result.current.settle(serverError('brand.new.code', undefined, 200));
    expect(result.current.key()).toBe(first);
    result.current.settle(serverError(undefined, undefined, 200));
    expect(result.current.key()).toBe(first);
  });

  it('an answer ends only the key its attempt carried: a late answer to an earlier input leaves the newer unanswered key', () => {
    const { result, rerender } = renderHook(({ amount }) => useActionKey('lateAnswer', { amount }), { initialProps: { amount: '100' } });
    const earlier = result.current;
    earlier.key();
    rerender({ amount: '200' });
    const newer = result.current.key();
    result.current.settle(networkError);
    earlier.settle();
    expect(result.current.key()).toBe(newer);
  });

  it('an answer ends only the key its attempt carried: the previous player’s late answer leaves the next player’s key', () => {
    const before = renderHook(() => useActionKey('lateAfterLogout', { amount: '100' }));
    before.result.current.key();
    forgetUnsettledActions();
    const next = renderHook(() => useActionKey('lateAfterLogout', { amount: '100' }));
    const kept = next.result.current.key();
    next.result.current.settle(networkError);
    before.result.current.settle(refused);
    expect(next.result.current.key()).toBe(kept);
  });

  it('the session’s end forgets every unanswered key: the next player in the tab starts afresh', () => {
    const { result } = renderHook(() => useActionKey('sessionBound', { amount: '100' }));
    const first = result.current.key();
    result.current.settle(networkError);
    forgetUnsettledActions();
    expect(result.current.key()).not.toBe(first);
  });

  it('never shares a key between two kinds of action with the same input', () => {
    const redeem = renderHook(() => useActionKey('redeem', { count: 1 }));
    const convert = renderHook(() => useActionKey('convert', { count: 1 }));
    expect(redeem.result.current.key()).not.toBe(convert.result.current.key());
  });

  it('is made on a page served over plain http, which has no crypto.randomUUID', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const { result } = renderHook(() => useActionKey('plainHttp', { amount: '100' }));
    expect(result.current.key()).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe("unanswered keys across a reload (the tab keeps them as a record of the player's)", () => {
  /** The module as a page loaded anew finds it: its memory empty, the tab's storage as it was. */
  async function reloaded() {
    vi.resetModules();
    const [keys, actions] = await Promise.all([import('./use-action-key'), import('./unsettled-actions')]);
    return { ...keys, ...actions };
  }

  it('a withdrawal whose answer was lost, sent again after a reload, carries its first key: the money moves once', async () => {
    const { result } = renderHook(() => useActionKey('reloadedWithdraw', { amount: '100' }));
    const first = result.current.key();
    result.current.settle(networkError);
    const { useActionKey: afterReload } = await reloaded();
    expect(renderHook(() => afterReload('reloadedWithdraw', { amount: '100' })).result.current.key()).toBe(first);
  });

  it("clearing the player's stored answers (a change answered, a login, an expired session) leaves the unanswered key kept", async () => {
    const { result } = renderHook(() => useActionKey('reloadedTransfer', { amount: '50' }));
    const first = result.current.key();
    result.current.settle(networkError);
    clearPersistedApiCache('player', { keepRecords: true });
    clearPersistedApiCache('player');
    const { useActionKey: afterReload } = await reloaded();
    expect(renderHook(() => afterReload('reloadedTransfer', { amount: '50' })).result.current.key()).toBe(first);
  });

  it('an answered action leaves no key for a reload to bring back', async () => {
    const { result } = renderHook(() => useActionKey('reloadedAnswered', { amount: '10' }));
    const first = result.current.key();
    result.current.settle();
    const { useActionKey: afterReload } = await reloaded();
    expect(renderHook(() => afterReload('reloadedAnswered', { amount: '10' })).result.current.key()).not.toBe(first);
  });

  it("the session's end takes the stored keys too: the next player, after a reload, starts afresh", async () => {
    const { result } = renderHook(() => useActionKey('reloadedAfterLogout', { amount: '100' }));
    const first = result.current.key();
    result.current.settle(networkError);
    forgetUnsettledActions();
    const { useActionKey: afterReload } = await reloaded();
    expect(renderHook(() => afterReload('reloadedAfterLogout', { amount: '100' })).result.current.key()).not.toBe(first);
  });

  it.each(['"oops"', '[]'])(
    'a stored record that is not an object (%s, a hand-edited tab) is no key, and keys kept after it outlive a reload',
    async (record) => {
      sessionStorage.setItem(UNSETTLED_STORAGE_ITEM, record);
      const { useActionKey: afterReload } = await reloaded();
      const { result } = renderHook(() => afterReload('reloadedBroken', { amount: '1' }));
      const key = result.current.key();
      result.current.settle(networkError);
      const { useActionKey: afterAnother } = await reloaded();
      expect(renderHook(() => afterAnother('reloadedBroken', { amount: '1' })).result.current.key()).toBe(key);
    },
  );

  it('the same player, logging in again after an expired session and a reload, keeps the keys; another account does not', async () => {
    forgetUnsettledActions('demo_member');
    const { result } = renderHook(() => useActionKey('reloadedAfterExpiry', { amount: '100' }));
    const first = result.current.key();
    result.current.settle(networkError);
    const sameAgain = await reloaded();
    sameAgain.forgetUnsettledActions('demo_member');
    expect(renderHook(() => sameAgain.useActionKey('reloadedAfterExpiry', { amount: '100' })).result.current.key()).toBe(first);
    const another = await reloaded();
    another.forgetUnsettledActions('agent_l2');
    expect(renderHook(() => another.useActionKey('reloadedAfterExpiry', { amount: '100' })).result.current.key()).not.toBe(first);
  });

  it('an unanswered key is not lent to the same input an hour on: that is a new action, not one for the server to replay', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { result } = renderHook(() => useActionKey('anHourOn', { amount: '100' }));
      const first = result.current.key();
      result.current.settle(networkError);
      vi.setSystemTime(Date.now() + UNSETTLED_KEY_LIFETIME_MS - 1);
      expect(result.current.key()).toBe(first);
      vi.setSystemTime(Date.now() + 2);
      expect(result.current.key()).not.toBe(first);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps a digest of the input, not the input: a bank account's number and payee are not written to the tab", () => {
    const account = { bankCode: 'ICBC', accountNumber: '6222020200112233445', payeeName: 'Li Wei' };
    const { result } = renderHook(() => useActionKey('reloadedBankAccount', account));
    result.current.key();
    result.current.settle(networkError);
    const stored = sessionStorage.getItem(UNSETTLED_STORAGE_ITEM) ?? '';
    expect(stored).toContain('reloadedBankAccount');
    expect(stored).not.toContain('6222020200112233445');
    expect(stored).not.toContain('Li Wei');
  });
});
