import { beforeEach, describe, expect, it } from 'vitest';
import { promotionsApi } from '@wl/api-client';
import { contractHarness } from '../../contract/harness';

const h = contractHarness();
beforeEach(() => h.reset());

const requestReward = (promotionId: number) => h.store.dispatch(promotionsApi.endpoints.requestPromotionReward.initiate({ promotionId }));

const statusOf = async (promotionId: number) => {
  const entries = await h.store.dispatch(promotionsApi.endpoints.getRewardCenter.initiate(undefined, { forceRefetch: true })).unwrap();
  return entries.find((entry) => entry.promotionId === promotionId)?.status;
};

describe('the sandbox promotions (spec §4 activity statuses)', () => {
  it("requests a joined promotion's reward once: asked again, it is refused and the request stands", async () => {
    await h.loginAs('demo_member');
    await h.store.dispatch(promotionsApi.endpoints.joinPromotion.initiate({ promotionId: 502 }));
    expect((await requestReward(502)).data).toEqual({ promotionId: 502, status: 'APPLYING' });
    h.expectError(await requestReward(502), 'error.functionNotEnabled');
    expect(await statusOf(502)).toBe('APPLYING');
  });

  it('refuses a reward request for a promotion whose application is under review', async () => {
    await h.loginAs('demo_member');
    await h.store.dispatch(promotionsApi.endpoints.joinPromotion.initiate({ promotionId: 503 }));
    await h.store.dispatch(promotionsApi.endpoints.applyPromotion.initiate({ promotionId: 503, comment: 'My wins', images: [] }));
    h.expectError(await requestReward(503), 'error.functionNotEnabled');
  });
});
