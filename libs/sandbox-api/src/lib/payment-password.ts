import type { Context } from 'hono';
import { ERROR_CODES } from '@wl/api-client';
import { fail } from './envelope';
import type { Account, SandboxState } from './state';

/**
 * Wrong payment passwords an account survives (ours, as SMS codes allow `SMS_CODE_MAX_ATTEMPTS`): the last one locks
 * every payment-password call of the account, so a stolen session cannot try all six-digit passwords.
 */
export const PAYMENT_PASSWORD_MAX_ATTEMPTS = 5;
/** How long the lock lasts: spec §8 "too many requests, retry after 5 minutes". */
export const PAYMENT_PASSWORD_LOCK_MINUTES = 5;

interface WrongTries {
  count: number;
  lockedUntil?: number;
}
/** Per account, so a reset (new accounts) forgets them; counted across every call that checks the payment password. */
const wrongTries = new WeakMap<Account, WrongTries>();

const locked = (c: Context) => fail(c, ERROR_CODES.tooManyRequests, 'Too many wrong payment passwords: try again later', 429);

/**
 * Checks the payment password a call carries, for every call that takes one (withdraw, upline and downline transfers,
 * points, the password's change). Answers the refusal, or nothing when it is right. While locked even the right one is
 * refused, or the lock would only slow the guessing; a right one before the limit starts the count again.
 */
export function refusePaymentPassword(
  c: Context,
  state: SandboxState,
  account: Account,
  paymentPassword: string | undefined,
): Response | undefined {
  const now = state.now();
  const tries = wrongTries.get(account);
  if (tries?.lockedUntil !== undefined && now < tries.lockedUntil) return locked(c);
  // A player with none has no right answer: every try counts.
  if (account.paymentPassword && paymentPassword === account.paymentPassword) {
    wrongTries.delete(account);
    return undefined;
  }
  // A lock that has run out starts the count again.
  const count = (tries?.lockedUntil === undefined ? (tries?.count ?? 0) : 0) + 1;
  if (count >= PAYMENT_PASSWORD_MAX_ATTEMPTS) {
    wrongTries.set(account, { count, lockedUntil: now + PAYMENT_PASSWORD_LOCK_MINUTES * 60_000 });
    return locked(c);
  }
  wrongTries.set(account, { count });
  return fail(c, ERROR_CODES.wrongPassword, 'The payment password is not right');
}
