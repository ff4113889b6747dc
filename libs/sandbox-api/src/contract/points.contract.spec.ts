import { beforeEach, describe, expect, it } from 'vitest';
import { pointsApi, walletApi, type PointBalance } from '@wl/api-client';
import { contractHarness } from './harness';

const h = contractHarness();
const { store } = h;
const fresh = { forceRefetch: true } as const;
beforeEach(async () => {
  await h.reset();
  await h.loginAs('demo_member');
});

let keys = 0;
const key = () => `points-action-${++keys}`;
const points = async () => (await store.dispatch(pointsApi.endpoints.getPointBalance.initiate(undefined, fresh))).data as PointBalance;

describe('points calls (spec §3, §7)', () => {
  it('answers the balance, rewards and config', async () => {
    expect(
      h.expectContract('points', 'balance', await store.dispatch(pointsApi.endpoints.getPointBalance.initiate(undefined, fresh))),
    ).toMatchObject({ currentPoints: 8400 });
    h.expectContract('points', 'rewards', await store.dispatch(pointsApi.endpoints.getPointRewards.initiate({ language: 'EN' })));
    expect(h.expectContract('points', 'config', await store.dispatch(pointsApi.endpoints.getPointConfig.initiate()))).toMatchObject({
      gamePointRates: { LIVE: 0.7, RNG: 1.2 },
    });
  });

  it('redeems a reward with the payment password (encrypted): points go down, the redemption is in process', async () => {
    const redemption = h.expectContract(
      'points',
      'redeem',
      await store.dispatch(
        pointsApi.endpoints.redeemPointReward.initiate({
          rewardId: 1,
          redeemQuantity: 2,
          paymentPassword: '246810',
          idempotencyKey: key(),
        }),
      ),
    );
    expect(redemption).toMatchObject({ changedPoints: -1000, status: 'PROCESS' });
    expect((await points()).currentPoints).toBe(7400);
    const list = h.expectContract(
      'points',
      'redemptions',
      await store.dispatch(pointsApi.endpoints.getRedemptions.initiate({ pageNum: 1, pageSize: 10, language: 'EN' }, fresh)),
    ) as { content: unknown[] };
    expect(list.content).toHaveLength(1);
  });

  it('refuses a wrong payment password, and a reward out of stock', async () => {
    h.expectError(
      await store.dispatch(
        pointsApi.endpoints.redeemPointReward.initiate({
          rewardId: 1,
          redeemQuantity: 1,
          paymentPassword: '000000',
          idempotencyKey: key(),
        }),
      ),
      'error.paymentPasswordIncorrect',
    );
    h.expectError(
      await store.dispatch(
        pointsApi.endpoints.redeemPointReward.initiate({
          rewardId: 5,
          redeemQuantity: 1,
          paymentPassword: '246810',
          idempotencyKey: key(),
        }),
      ),
      'error.quotaNotSufficient',
    );
  });

  it('converts points into money in the main wallet, and lists the point transactions', async () => {
    expect(
      h.expectContract(
        'points',
        'convert',
        await store.dispatch(
          pointsApi.endpoints.convertPoints.initiate({ points: 1000, paymentPassword: '246810', idempotencyKey: key() }),
        ),
      ),
    ).toEqual({ changedPoints: -1000, amount: 100, currentPoints: 7400 });
    const balance = await store.dispatch(walletApi.endpoints.getBalance.initiate(undefined, fresh)).unwrap();
    expect(balance.balance[0]?.availBalance).toBe(12680.5);
    const history = h.expectContract(
      'points',
      'transactions',
      await store.dispatch(pointsApi.endpoints.getPointTransactions.initiate({ pageNum: 1, pageSize: 10, language: 'EN' }, fresh)),
    ) as { content: Array<{ type: string }> };
    expect(history.content.map((entry) => entry.type)).toEqual(['CONVERT', 'EARN']);
  });

  it('a redemption retried with the same key (its answer lost) gets the first answer and spends the points once', async () => {
    const action = { rewardId: 1, redeemQuantity: 1, paymentPassword: '246810', idempotencyKey: key() };
    const first = await store.dispatch(pointsApi.endpoints.redeemPointReward.initiate(action)).unwrap();
    const again = await store.dispatch(pointsApi.endpoints.redeemPointReward.initiate(action)).unwrap();
    expect(again).toEqual(first);
    expect((await points()).currentPoints).toBe(7900);
  });

  it('a conversion retried with the same key moves the money once', async () => {
    const action = { points: 1000, paymentPassword: '246810', idempotencyKey: key() };
    await store.dispatch(pointsApi.endpoints.convertPoints.initiate(action)).unwrap();
    await store.dispatch(pointsApi.endpoints.convertPoints.initiate(action)).unwrap();
    expect((await points()).currentPoints).toBe(7400);
  });

  it('has a contract test for every points call', () => {
    expect(h.uncovered('points')).toEqual([]);
  });
});
