// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useActionKey } from './use-action-key';

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

  it('makes a new key when the player changes the action', () => {
    const { result, rerender } = renderHook(({ amount }) => useActionKey('changed', { amount }), { initialProps: { amount: '100' } });
    const first = result.current.key();
    result.current.settle(networkError);
    rerender({ amount: '200' });
    expect(result.current.key()).not.toBe(first);
  });

  it('keeps the key of an unanswered action for a form opened anew, and for the input typed back', () => {
    const opened = renderHook(() => useActionKey('reopened', { amount: '100' }));
    const first = opened.result.current.key();
    opened.result.current.settle(networkError);
    opened.unmount();
    const reopened = renderHook(({ amount }) => useActionKey('reopened', { amount }), { initialProps: { amount: '100' } });
    expect(reopened.result.current.key()).toBe(first);
    reopened.rerender({ amount: '200' });
    reopened.result.current.key();
    reopened.rerender({ amount: '100' });
    expect(reopened.result.current.key()).toBe(first);
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
