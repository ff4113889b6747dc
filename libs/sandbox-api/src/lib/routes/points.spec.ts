import { beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES, pointsApi, walletApi, type PointBalance } from '@wl/api-client';
import { contractHarness } from '../../contract/harness';

const h = contractHarness();
// Points only go down through the API: this gives the logged-in member some, as bets would (registered before any request).
h.app.post('/__sandbox/test/points/:username', (c) => {
  const account = c.var.state.accounts.get(c.req.param('username'));
  if (account) account.points += 10_000;
  return c.body(null, 204);
});
const earnPoints = () => h.admin('/__sandbox/test/points/demo_member', { method: 'POST' });
const fresh = { forceRefetch: true } as const;
beforeEach(async () => {
  await h.reset();
  await h.loginAs('demo_member');
});

const points = async () =>
  ((await h.store.dispatch(pointsApi.endpoints.getPointBalance.initiate(undefined, fresh))).data as PointBalance).currentPoints;
const redeem = (idempotencyKey: string, redeemQuantity = 1, paymentPassword = '246810') =>
  h.store.dispatch(pointsApi.endpoints.redeemPointReward.initiate({ rewardId: 1, redeemQuantity, paymentPassword, idempotencyKey }));
const convert = (idempotencyKey: string, count = 1000, paymentPassword = '246810') =>
  h.store.dispatch(pointsApi.endpoints.convertPoints.initiate({ points: count, paymentPassword, idempotencyKey }));
const day = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);

describe('points redemptions and conversions, once per Idempotency-Key (docs/decisions.md "Idempotency")', () => {
  it("a redemption's key sent with a conversion is refused, not answered with the redemption, and converts nothing", async () => {
    await redeem('shared');
    h.expectError(await convert('shared'), 'error.unknown', ERROR_CODES.invalidParameter);
    expect(await points()).toBe(8400 - 500);
  });

  it('a key sent again with other input is refused rather than replaying the first answer', async () => {
    await convert('changed', 1000);
    h.expectError(await convert('changed', 2000), 'error.unknown', ERROR_CODES.invalidParameter);
    h.expectError(
      await redeem('changed-quantity', 1).then(() => redeem('changed-quantity', 2)),
      'error.unknown',
      ERROR_CODES.invalidParameter,
    );
    expect(await points()).toBe(8400 - 1000 - 500);
  });
});

describe('a refused points action holds its Idempotency-Key, as the wallet\'s money calls do (docs/decisions.md "Idempotency")', () => {
  it('a refused redemption retried under its key replays the refusal, even once the points would cover it', async () => {
    h.expectError(await redeem('short', 17), 'error.quotaNotSufficient', ERROR_CODES.insufficient);
    await earnPoints();
    h.expectError(await redeem('short', 17), 'error.quotaNotSufficient', ERROR_CODES.insufficient);
    expect(await points()).toBe(8400 + 10_000);
  });

  it('a refused conversion retried under its key replays the refusal, even once the points would cover it', async () => {
    h.expectError(await convert('short', 9000), 'error.quotaNotSufficient', ERROR_CODES.insufficient);
    await earnPoints();
    h.expectError(await convert('short', 9000), 'error.quotaNotSufficient', ERROR_CODES.insufficient);
    expect(await points()).toBe(8400 + 10_000);
  });

  it("a refused redemption's key sent again with other input is refused, and spends nothing", async () => {
    h.expectError(await redeem('refused', 17), 'error.quotaNotSufficient');
    h.expectError(await redeem('refused', 1), 'error.unknown', ERROR_CODES.invalidParameter);
    expect(await points()).toBe(8400);
  });
});

describe('the payment password is checked before the Idempotency-Key (docs/decisions.md "Idempotency")', () => {
  it('a redemption retried under its key with a wrong payment password is refused, not told it was redeemed', async () => {
    h.expectContract('points', 'redeem', await redeem('retyped'));
    h.expectError(await redeem('retyped', 1, '135790'), 'error.paymentPasswordIncorrect', ERROR_CODES.wrongPassword);
    expect(await points()).toBe(8400 - 500);
  });

  it('a conversion retried under its key with a wrong payment password is refused, not told it was converted', async () => {
    h.expectContract('points', 'convert', await convert('retyped'));
    h.expectError(await convert('retyped', 1000, '135790'), 'error.paymentPasswordIncorrect', ERROR_CODES.wrongPassword);
    expect(await points()).toBe(8400 - 1000);
  });
});

describe('a conversion in the account record', () => {
  it('is listed as a bonus paid in points, not as an adjustment', async () => {
    const { amount } = await convert('to-wallet').unwrap();
    const range = { from: day(86_400_000), to: day(-86_400_000), pageNum: 1, pageSize: 50 };
    const { content } = await h.store.dispatch(walletApi.endpoints.getTransactions.initiate(range, fresh)).unwrap();
    const credited = content.filter((row) => Number(row.amount) === amount);
    expect(credited.map((row) => row.type)).toEqual(['BONUS']);
  });

  it('counts as a bonus in the bonus details and in profit and loss, as the account record names it', async () => {
    const today = { from: day(0), to: day(0) };
    const bonusesToday = async () => {
      const [row] = await h.store.dispatch(walletApi.endpoints.getProfit.initiate({ ...today, period: 'DAILY' }, fresh)).unwrap();
      return Number(row?.bonuses ?? 0);
    };
    const before = await bonusesToday();
    const { amount } = await convert('to-wallet').unwrap();
    const { content } = await h.store
      .dispatch(walletApi.endpoints.getBonuses.initiate({ ...today, pageNum: 1, pageSize: 50 }, fresh))
      .unwrap();
    expect(content.filter((bonus) => bonus.name.startsWith('Points conversion')).map((bonus) => Number(bonus.amount))).toEqual([amount]);
    expect(await bonusesToday()).toBeCloseTo(before + amount, 2);
  });
});
