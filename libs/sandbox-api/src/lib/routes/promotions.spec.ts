import { beforeEach, describe, expect, it } from 'vitest';
import { CALLS, promotionsApi, walletApi } from '@wl/api-client';
import { contractHarness } from '../../contract/harness';

const h = contractHarness();
beforeEach(() => h.reset());

const requestReward = (promotionId: number, idempotencyKey: string) =>
  h.store.dispatch(promotionsApi.endpoints.requestPromotionReward.initiate({ promotionId, idempotencyKey }));
const drawRaffle = (idempotencyKey: string) =>
  h.store.dispatch(promotionsApi.endpoints.claimRaffle.initiate({ promotionId: RAFFLE, idempotencyKey }));
/** The seeded raffle (category RAFFLE). */
const RAFFLE = 505;

/** The next answers of `path` are lost after the sandbox has applied the call, as on a dropped connection. */
const loseAnswers = (path: string) => h.admin('/__sandbox/faults', { method: 'PUT', body: JSON.stringify({ dropResponsePaths: [path] }) });
const answerAgain = () => h.admin('/__sandbox/faults', { method: 'PUT', body: JSON.stringify({}) });
const mainWallet = async () =>
  (await h.store.dispatch(walletApi.endpoints.getBalance.initiate(undefined, { forceRefetch: true })).unwrap()).balance[0]?.availBalance;

const statusOf = async (promotionId: number) => {
  const entries = await h.store
    .dispatch(promotionsApi.endpoints.getRewardCenter.initiate({ language: 'EN' }, { forceRefetch: true }))
    .unwrap();
  return entries.find((entry) => entry.promotionId === promotionId)?.status;
};

describe('the sandbox promotions (spec §4 activity statuses)', () => {
  it("requests a joined promotion's reward once: asked again, it is refused and the request stands", async () => {
    await h.loginAs('demo_member');
    await h.store.dispatch(promotionsApi.endpoints.joinPromotion.initiate({ promotionId: 502 }));
    expect((await requestReward(502, 'request-1')).data).toEqual({ promotionId: 502, status: 'APPLYING' });
    h.expectError(await requestReward(502, 'request-2'), 'error.functionNotEnabled');
    expect(await statusOf(502)).toBe('APPLYING');
  });

  it('refuses a reward request for a promotion whose application is under review', async () => {
    await h.loginAs('demo_member');
    await h.store.dispatch(promotionsApi.endpoints.joinPromotion.initiate({ promotionId: 503 }));
    await h.store.dispatch(promotionsApi.endpoints.applyPromotion.initiate({ promotionId: 503, comment: 'My wins', images: [] }));
    h.expectError(await requestReward(503, 'request-1'), 'error.functionNotEnabled');
  });
});

describe('a reward or a prize is claimed once per Idempotency-Key (as money calls are)', () => {
  it("a reward request's key sent again for another promotion is refused, and that promotion's reward is not requested", async () => {
    await h.loginAs('demo_member');
    for (const promotionId of [502, 504]) await h.store.dispatch(promotionsApi.endpoints.joinPromotion.initiate({ promotionId }));
    expect((await requestReward(502, 'request-1')).data).toEqual({ promotionId: 502, status: 'APPLYING' });
    h.expectError(await requestReward(504, 'request-1'), 'error.unknown');
    expect(await statusOf(504)).toBe('JOINED');
  });

  it('a raffle prize is paid as a bonus: the account record lists it as one', async () => {
    await h.loginAs('demo_member');
    const prize = (await drawRaffle('draw-1')).data;
    const today = new Date().toISOString().slice(0, 10);
    const record = await h.store
      .dispatch(walletApi.endpoints.getTransactions.initiate({ from: today, to: today, pageNum: 1, pageSize: 50 }, { forceRefetch: true }))
      .unwrap();
    expect(record.content.filter((row) => row.type === 'BONUS').map((row) => Number(row.amount))).toContain(prize?.amount);
    expect(record.content.filter((row) => row.type === 'ADJUSTMENT')).toEqual([]);
  });

  it('a raffle draw whose answer was lost, sent again with its key, answers the same prize and pays it once', async () => {
    await h.loginAs('demo_member');
    const before = await mainWallet();
    await loseAnswers(CALLS.promotions.claimRaffle.path);
    expect((await drawRaffle('draw-1')).error).toMatchObject({ kind: 'network' });
    await answerAgain();
    const prize = (await drawRaffle('draw-1')).data;
    expect(prize).toEqual(expect.objectContaining({ amount: expect.any(Number) }));
    expect(await mainWallet()).toBe((before ?? 0) + (prize?.amount ?? 0));
    h.expectError(await drawRaffle('draw-2'), 'error.quotaNotSufficient');
  });

  it('a reward request whose answer was lost, sent again with its key, answers what the first did instead of a refusal', async () => {
    await h.loginAs('demo_member');
    await h.store.dispatch(promotionsApi.endpoints.joinPromotion.initiate({ promotionId: 502 }));
    await loseAnswers(CALLS.promotions.requestReward.path);
    expect((await requestReward(502, 'request-1')).error).toMatchObject({ kind: 'network' });
    await answerAgain();
    expect((await requestReward(502, 'request-1')).data).toEqual({ promotionId: 502, status: 'APPLYING' });
  });

  it('a claim without a key is refused, as a money call without one is', async () => {
    await h.loginAs('demo_member');
    const token = h.session.token ?? '';
    const sent = await h.admin(CALLS.promotions.claimRaffle.path, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ promotionId: RAFFLE }),
    });
    expect(sent.status).toBe(400);
    expect(await mainWallet()).toBe(12580.5);
  });
});
