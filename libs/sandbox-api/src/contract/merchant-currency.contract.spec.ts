import { describe, expect, it } from 'vitest';
import { memberApi, pointsApi, promotionsApi, systemApi, walletApi } from '@wl/api-client';
import { contractHarness } from './harness';

// A sandbox serving the Philippine brand (the server reads `currencySymbol` from the site's brand config).
const h = contractHarness({ currencySymbol: '₱' });
const fresh = { forceRefetch: true } as const;

describe("the sandbox answers in the merchant's currency (the brand's currencySymbol, spec §9's ¥ when it names none)", () => {
  it('names it in the balance and login info, as the merchant API names its wallet’s currency', async () => {
    await h.loginAs('demo_member');
    const { store } = h;
    const balance = h.expectContract('wallet', 'balance', await store.dispatch(walletApi.endpoints.getBalance.initiate(undefined, fresh)));
    expect(balance).toMatchObject({ currencySymbol: '₱' });
    const info = h.expectContract('member', 'loginInfo', await store.dispatch(memberApi.endpoints.getLoginInfo.initiate(undefined, fresh)));
    expect(info).toMatchObject({ currencySymbol: '₱' });
  });

  it('writes the amounts of its seeded texts in it: rewards, promotions, messages and help, never in ¥', async () => {
    await h.loginAs('demo_member');
    const { store } = h;
    const answers = [
      await store.dispatch(pointsApi.endpoints.getPointRewards.initiate({ language: 'EN' }, fresh)),
      await store.dispatch(
        promotionsApi.endpoints.getAnnouncements.initiate({ types: 'B,PL,PU,PR', execution: 'B', language: 'EN' }, fresh),
      ),
      await store.dispatch(memberApi.endpoints.getMessages.initiate({ pageNum: 1, pageSize: 10, language: 'EN' }, fresh)),
      await store.dispatch(systemApi.endpoints.getHelpCenter.initiate({ language: 'EN' }, fresh)),
    ].map((answer) => JSON.stringify(answer.data));
    for (const text of answers) expect(text).not.toContain('¥');
    expect(answers.join()).toContain('₱50 bonus');
    expect(answers.join()).toContain('₱58.20');
  });

  it('draws the register banner’s art in it, as its title says it', async () => {
    const art = await (await h.admin('/__sandbox/art/banner/5.svg')).text();
    expect(art).toContain('Register and get ₱1,000');
  });
});
