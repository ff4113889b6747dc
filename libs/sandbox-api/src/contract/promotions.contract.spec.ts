import { beforeEach, describe, expect, it } from 'vitest';
import { promotionsApi, walletApi, type Announcements } from '@wl/api-client';
import { contractHarness } from './harness';

const h = contractHarness();
const { store } = h;
beforeEach(() => h.reset());

describe('promotion calls (spec §7)', () => {
  it('answers the announcement lists asked for, with hostile HTML bodies left for the site to sanitise', async () => {
    const value = h.expectContract(
      'promotions',
      'announcements',
      await store.dispatch(promotionsApi.endpoints.getAnnouncements.initiate({ types: 'B,PL,PU,PR', execution: 'B', language: 'EN' })),
    ) as Announcements;
    expect(Object.keys(value).sort()).toEqual(['banners', 'player', 'popup', 'promotion']);
    expect(value.banners?.map((banner) => banner.groupName)).toEqual(expect.arrayContaining(['w_home', 'w_login', 'w_register']));
    expect(value.player?.some((notice) => notice.content.includes('<script>'))).toBe(true);
    expect(value.player?.some((notice) => /onerror=/.test(notice.content))).toBe(true);
  });

  it('joins a promotion and requests its reward; a reward needs the promotion joined first', async () => {
    await h.loginAs('demo_member');
    h.expectError(
      await store.dispatch(promotionsApi.endpoints.requestPromotionReward.initiate({ promotionId: 502, idempotencyKey: 'request-1' })),
      'error.functionNotEnabled',
    );
    expect(
      h.expectContract(
        'promotions',
        'joinPromotion',
        await store.dispatch(promotionsApi.endpoints.joinPromotion.initiate({ promotionId: 502 })),
      ),
    ).toEqual({ promotionId: 502, status: 'JOINED' });
    expect(
      h.expectContract(
        'promotions',
        'requestReward',
        await store.dispatch(promotionsApi.endpoints.requestPromotionReward.initiate({ promotionId: 502, idempotencyKey: 'request-2' })),
      ),
    ).toEqual({ promotionId: 502, status: 'APPLYING' });
  });

  it('serves missions and their leaderboard', async () => {
    await h.loginAs('demo_member');
    const summary = h.expectContract(
      'promotions',
      'missionSummary',
      await store.dispatch(promotionsApi.endpoints.getMissionSummary.initiate({ language: 'EN' })),
    ) as { openMissionCount: number };
    expect(summary.openMissionCount).toBe(2);
    h.expectContract(
      'promotions',
      'missionLeaderboard',
      await store.dispatch(promotionsApi.endpoints.getMissionLeaderboard.initiate({ missionId: 1 })),
    );
  });

  it('pays a raffle prize into the main wallet once a day', async () => {
    await h.loginAs('demo_member');
    const prize = h.expectContract(
      'promotions',
      'claimRaffle',
      await store.dispatch(promotionsApi.endpoints.claimRaffle.initiate({ promotionId: 505, idempotencyKey: 'draw-1' })),
    ) as { amount: number };
    const balance = await store.dispatch(walletApi.endpoints.getBalance.initiate(undefined, { forceRefetch: true })).unwrap();
    expect(balance.balance[0]?.availBalance).toBe(12580.5 + prize.amount);
    h.expectError(
      await store.dispatch(promotionsApi.endpoints.claimRaffle.initiate({ promotionId: 505, idempotencyKey: 'draw-2' })),
      'error.quotaNotSufficient',
    );
  });

  it("lists the reward center with the player's status of each promotion", async () => {
    await h.loginAs('demo_member');
    await store.dispatch(promotionsApi.endpoints.joinPromotion.initiate({ promotionId: 502 }));
    const entries = h.expectContract(
      'promotions',
      'rewardCenter',
      await store.dispatch(promotionsApi.endpoints.getRewardCenter.initiate({ language: 'EN' }, { forceRefetch: true })),
    ) as Array<{ promotionId: number; status: string | null }>;
    expect(entries.find((entry) => entry.promotionId === 502)?.status).toBe('JOINED');
    expect(entries.find((entry) => entry.promotionId === 501)?.status).toBeNull();
  });

  it('takes an activity application for a joined promotion, with png or jpg images, and refuses bytes that are not the image type they claim', async () => {
    await h.loginAs('demo_member');
    await store.dispatch(promotionsApi.endpoints.joinPromotion.initiate({ promotionId: 503 }));
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString('base64');
    const jpg = Buffer.from([0xff, 0xd8, 0xff, 0xe0]).toString('base64');
    const disguised = await store.dispatch(
      promotionsApi.endpoints.applyPromotion.initiate({
        promotionId: 503,
        comment: '',
        images: [{ name: 'evil.png', type: 'image/png', data: Buffer.from('<script>').toString('base64') }],
      }),
    );
    h.expectError(disguised, 'error.unknown');
    const sent = await store.dispatch(
      promotionsApi.endpoints.applyPromotion.initiate({
        promotionId: 503,
        comment: 'My screenshots',
        images: [
          { name: 'a.png', type: 'image/png', data: png },
          { name: 'b.jpg', type: 'image/jpeg', data: jpg },
        ],
      }),
    );
    expect(h.expectContract('promotions', 'applyPromotion', sent)).toEqual({ promotionId: 503, status: 'APPLYING' });
  });

  it('refuses an application for a promotion not joined, and a second one while the first is under review', async () => {
    await h.loginAs('demo_member');
    const apply = () =>
      store.dispatch(promotionsApi.endpoints.applyPromotion.initiate({ promotionId: 503, comment: 'My wins', images: [] }));
    h.expectError(await apply(), 'error.functionNotEnabled');
    await store.dispatch(promotionsApi.endpoints.joinPromotion.initiate({ promotionId: 503 }));
    expect((await apply()).data).toEqual({ promotionId: 503, status: 'APPLYING' });
    h.expectError(await apply(), 'error.functionNotEnabled');
  });

  it('serves the winner board to guests', async () => {
    const winners = h.expectContract(
      'promotions',
      'winnerBoard',
      await store.dispatch(promotionsApi.endpoints.getWinnerBoard.initiate({ language: 'EN' })),
    ) as Array<{ userName: string }>;
    expect(winners.every((winner) => winner.userName.includes('***'))).toBe(true);
  });

  it('has a contract test for every promotions call', () => {
    expect(h.uncovered('promotions')).toEqual([]);
  });
});
