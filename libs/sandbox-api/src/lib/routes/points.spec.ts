import { beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES, pointsApi, type PointBalance } from '@wl/api-client';
import { contractHarness } from '../../contract/harness';

const h = contractHarness();
const fresh = { forceRefetch: true } as const;
beforeEach(async () => {
  await h.reset();
  await h.loginAs('demo_member');
});

const points = async () =>
  ((await h.store.dispatch(pointsApi.endpoints.getPointBalance.initiate(undefined, fresh))).data as PointBalance).currentPoints;
const redeem = (idempotencyKey: string, redeemQuantity = 1) =>
  h.store.dispatch(
    pointsApi.endpoints.redeemPointReward.initiate({ rewardId: 1, redeemQuantity, paymentPassword: '246810', idempotencyKey }),
  );
const convert = (idempotencyKey: string, count = 1000) =>
  h.store.dispatch(pointsApi.endpoints.convertPoints.initiate({ points: count, paymentPassword: '246810', idempotencyKey }));

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
