import { beforeEach, describe, expect, it } from 'vitest';
import { agentApi, ERROR_CODES, memberApi, pointsApi, walletApi } from '@wl/api-client';
import { contractHarness } from '../contract/harness';
import { PAYMENT_PASSWORD_LOCK_MINUTES, PAYMENT_PASSWORD_MAX_ATTEMPTS } from './payment-password';

const h = contractHarness();
beforeEach(async () => {
  await h.reset();
  await h.loginAs('agent_l2');
});

const RIGHT = '246810';
const WRONG = '135790';
let keys = 0;
const key = () => `try-${++keys}`;

/** Every call that checks the payment password, with `paymentPassword` typed (agent_l2 may make each of them). */
const CALLS_WITH_PASSWORD = {
  withdraw: (paymentPassword: string) =>
    h.store.dispatch(
      walletApi.endpoints.withdraw.initiate({ bankAccountId: 'none', amount: '100.00', paymentPassword, idempotencyKey: key() }),
    ),
  upline: (paymentPassword: string) =>
    h.store.dispatch(walletApi.endpoints.transferToUpline.initiate({ amount: '1.00', paymentPassword, idempotencyKey: key() })),
  redeem: (paymentPassword: string) =>
    h.store.dispatch(
      pointsApi.endpoints.redeemPointReward.initiate({ rewardId: 1, redeemQuantity: 1, paymentPassword, idempotencyKey: key() }),
    ),
  convert: (paymentPassword: string) =>
    h.store.dispatch(pointsApi.endpoints.convertPoints.initiate({ points: 100, paymentPassword, idempotencyKey: key() })),
  downline: (paymentPassword: string) =>
    h.store.dispatch(
      agentApi.endpoints.transferToDownline.initiate({ downlineName: 'agent_l42', amount: '1.00', paymentPassword, idempotencyKey: key() }),
    ),
  change: (oldPaymentPassword: string) =>
    h.store.dispatch(
      memberApi.endpoints.setPaymentPassword.initiate({
        oldPaymentPassword,
        newPaymentPassword: '975310',
        confirmPaymentPassword: '975310',
      }),
    ),
};
type Attempt = { error?: unknown };

const refusedAsWrong = (result: Attempt) => h.expectError(result, 'error.paymentPasswordIncorrect', ERROR_CODES.wrongPassword);
const refusedAsLocked = (result: Attempt) => {
  const error = h.expectError(result, 'error.tooManyRequests', ERROR_CODES.tooManyRequests);
  expect(error.status).toBe(429);
};
/** The wrong tries short of the limit, over `convert`. */
async function wrongTriesShortOfTheLimit() {
  for (let tries = 1; tries < PAYMENT_PASSWORD_MAX_ATTEMPTS; tries++) refusedAsWrong(await CALLS_WITH_PASSWORD.convert(WRONG));
}
const advanceClock = (advanceMs: number) => h.admin('/__sandbox/clock', { method: 'POST', body: JSON.stringify({ advanceMs }) });

describe('wrong payment passwords are counted per account over every call that checks one (spec §8 too many requests)', () => {
  it('the fifth wrong one, whichever calls they came by, answers too.many.requests (HTTP 429)', async () => {
    const { withdraw, upline, redeem, convert, change, downline } = CALLS_WITH_PASSWORD;
    expect(PAYMENT_PASSWORD_MAX_ATTEMPTS).toBe(5);
    for (const call of [withdraw, upline, redeem, convert]) refusedAsWrong(await call(WRONG));
    refusedAsLocked(await change(WRONG));
    refusedAsLocked(await downline(WRONG));
  });

  it('while locked, the right payment password is refused too, on every call: the lock says nothing of the password', async () => {
    await wrongTriesShortOfTheLimit();
    refusedAsLocked(await CALLS_WITH_PASSWORD.downline(WRONG));
    for (const call of Object.values(CALLS_WITH_PASSWORD)) refusedAsLocked(await call(RIGHT));
  });

  it(`the lock lasts ${PAYMENT_PASSWORD_LOCK_MINUTES} minutes, then the right payment password is taken and a wrong one counted afresh`, async () => {
    await wrongTriesShortOfTheLimit();
    refusedAsLocked(await CALLS_WITH_PASSWORD.convert(WRONG));
    await advanceClock((PAYMENT_PASSWORD_LOCK_MINUTES - 1) * 60_000);
    refusedAsLocked(await CALLS_WITH_PASSWORD.convert(RIGHT));
    await advanceClock(61_000);
    refusedAsWrong(await CALLS_WITH_PASSWORD.convert(WRONG));
    h.expectContract('points', 'convert', await CALLS_WITH_PASSWORD.convert(RIGHT));
  });

  it('a right payment password before the limit starts the count again', async () => {
    await wrongTriesShortOfTheLimit();
    h.expectContract('points', 'convert', await CALLS_WITH_PASSWORD.convert(RIGHT));
    await wrongTriesShortOfTheLimit();
    refusedAsLocked(await CALLS_WITH_PASSWORD.convert(WRONG));
  });

  it("one account's wrong tries do not lock another's payment password", async () => {
    await wrongTriesShortOfTheLimit();
    refusedAsLocked(await CALLS_WITH_PASSWORD.convert(WRONG));
    await h.loginAs('agent_l1');
    h.expectContract('points', 'convert', await CALLS_WITH_PASSWORD.convert(RIGHT));
  });
});
