import { beforeEach, describe, expect, it } from 'vitest';
import { authApi, memberApi } from '@wl/api-client';
import { contractHarness } from './harness';

const h = contractHarness();
const { store } = h;
const fresh = { forceRefetch: true } as const;
beforeEach(() => h.reset());

describe('member calls (spec §7)', () => {
  it('answers member info, login info, icon and avatar for a member', async () => {
    await h.loginAs('demo_member');
    const info = h.expectContract('member', 'info', await store.dispatch(memberApi.endpoints.getMemberInfo.initiate(undefined, fresh)));
    expect(info).toMatchObject({ account: 'demo_member', type: 0, clubLabel: { rankLevel: 3 } });
    const loginInfo = h.expectContract('member', 'loginInfo', await store.dispatch(memberApi.endpoints.getLoginInfo.initiate(undefined, fresh)));
    expect(loginInfo).toMatchObject({ balance: 12580.5, hasVip: true, availablePromo: { REFERRAL: { enabled: true } } });
    h.expectContract('member', 'icon', await store.dispatch(memberApi.endpoints.getMemberIcon.initiate(undefined, fresh)));
    h.expectContract('member', 'avatar', await store.dispatch(memberApi.endpoints.getPlayerAvatar.initiate(undefined, fresh)));
  });

  it('counts unread messages, and customer-service messages on the VIP channel only', async () => {
    await h.loginAs('demo_vip');
    h.expectContract('member', 'unreadMessages', await store.dispatch(memberApi.endpoints.getUnreadMessages.initiate(undefined, fresh)));
    const cs = h.expectContract('member', 'customerServiceUnread', await store.dispatch(memberApi.endpoints.getCustomerServiceUnread.initiate(undefined, fresh)));
    expect(cs).toEqual({ count: 1 });
  });

  it('stores the language and takes feedback, also from a guest', async () => {
    await h.loginAs('demo_member');
    h.expectContract('member', 'updateLanguage', await store.dispatch(memberApi.endpoints.updateLanguage.initiate({ language: 'VI' })));
    h.session.token = null;
    h.expectContract('member', 'feedback', await store.dispatch(memberApi.endpoints.sendFeedback.initiate({ content: 'Great site' })));
    const { email } = (await (await h.admin('/__sandbox/outbox')).json()) as { email: Array<{ subject: string }> };
    expect(email.at(-1)?.subject).toBe('Feedback from a guest');
  });

  it('refuses member info without a session, and unread messages to a trial account (spec §6)', async () => {
    h.expectError(await store.dispatch(memberApi.endpoints.getMemberInfo.initiate(undefined, fresh)), 'error.notLoggedIn');
    h.session.token = (await store.dispatch(authApi.endpoints.freePlayLogin.initiate({ os: 'Linux', platform: 'W', nonce: crypto.randomUUID() })).unwrap()).token;
    h.expectError(await store.dispatch(memberApi.endpoints.getUnreadMessages.initiate(undefined, fresh)), 'error.needTrueAccount');
  });

  it('has a contract test for every member call', () => {
    expect(h.uncovered('member')).toEqual([]);
  });
});
