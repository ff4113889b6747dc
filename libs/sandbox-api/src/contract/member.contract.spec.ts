import { beforeEach, describe, expect, it } from 'vitest';
import {
  authApi,
  EXCLUSION_DAYS,
  LIMIT_PERIODS,
  LIMIT_RAISE_DELAY_MS,
  memberApi,
  systemApi,
  walletApi,
  type PlatformMessage,
  type Profile,
  type RegisterSettings,
  type ResponsibleGaming,
} from '@wl/api-client';
import { PATTERN_KINDS } from '@wl/forms';
import { contractHarness } from './harness';

const h = contractHarness();
const { store } = h;
const fresh = { forceRefetch: true } as const;
const DAY_MS = 24 * 60 * 60 * 1000;
const advanceClock = (advanceMs: number) =>
  h.admin('/__sandbox/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs }) });
beforeEach(() => h.reset());

describe('member calls (spec §7)', () => {
  it('answers member info, login info, icon and avatar for a member', async () => {
    await h.loginAs('demo_member');
    const info = h.expectContract('member', 'info', await store.dispatch(memberApi.endpoints.getMemberInfo.initiate(undefined, fresh)));
    expect(info).toMatchObject({ account: 'demo_member', type: 0, clubLabel: { rankLevel: 3 } });
    const loginInfo = h.expectContract(
      'member',
      'loginInfo',
      await store.dispatch(memberApi.endpoints.getLoginInfo.initiate(undefined, fresh)),
    );
    expect(loginInfo).toMatchObject({ balance: 12580.5, hasVip: true, availablePromo: { REFERRAL: { enabled: true } } });
    h.expectContract('member', 'icon', await store.dispatch(memberApi.endpoints.getMemberIcon.initiate(undefined, fresh)));
    h.expectContract('member', 'avatar', await store.dispatch(memberApi.endpoints.getPlayerAvatar.initiate(undefined, fresh)));
  });

  it('counts unread messages, and customer-service messages on the VIP channel only', async () => {
    await h.loginAs('demo_vip');
    h.expectContract('member', 'unreadMessages', await store.dispatch(memberApi.endpoints.getUnreadMessages.initiate(undefined, fresh)));
    const cs = h.expectContract(
      'member',
      'customerServiceUnread',
      await store.dispatch(memberApi.endpoints.getCustomerServiceUnread.initiate(undefined, fresh)),
    );
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
    h.session.token = (
      await store.dispatch(authApi.endpoints.freePlayLogin.initiate({ os: 'Linux', platform: 'W', nonce: crypto.randomUUID() })).unwrap()
    ).token;
    h.expectError(await store.dispatch(memberApi.endpoints.getUnreadMessages.initiate(undefined, fresh)), 'auth.in_need_true_account');
  });

  it('edits the profile as the server allows: locked fields refused, bad values refused by the register rules', async () => {
    await h.loginAs('demo_member');
    const profile = h.expectContract(
      'member',
      'profile',
      await store.dispatch(memberApi.endpoints.getProfile.initiate(undefined, fresh)),
    ) as Profile;
    expect(profile.editable).not.toContain('email');
    const updated = h.expectContract(
      'member',
      'updateProfile',
      await store.dispatch(memberApi.endpoints.updateProfile.initiate({ values: { occupation: 'Chef', zalo: '912345678' } })),
    ) as Profile;
    expect(updated.values).toMatchObject({ occupation: 'Chef', zalo: '912345678' });
    h.expectError(
      await store.dispatch(memberApi.endpoints.updateProfile.initiate({ values: { email: 'new@sandbox.test' } })),
      'error.unknown',
      'invalid.parameter',
    );
    h.expectError(
      await store.dispatch(memberApi.endpoints.updateProfile.initiate({ values: { zalo: 'abc' } })),
      'error.unknown',
      'invalid.parameter',
    );
  });

  it('changes the payment password only with the old one (encrypted)', async () => {
    await h.loginAs('demo_member');
    const change = { oldPaymentPassword: '000000', newPaymentPassword: '135790', confirmPaymentPassword: '135790' };
    h.expectError(await store.dispatch(memberApi.endpoints.setPaymentPassword.initiate(change)), 'error.paymentPasswordIncorrect');
    h.expectContract(
      'member',
      'paymentPassword',
      await store.dispatch(memberApi.endpoints.setPaymentPassword.initiate({ ...change, oldPaymentPassword: '246810' })),
    );
  });

  it('refuses a new payment password that breaks the paymentPassword rule it publishes (spec §5: exactly 6 digits)', async () => {
    await h.loginAs('demo_member');
    const settings = h.expectContract(
      'system',
      'registerSettings',
      await store.dispatch(systemApi.endpoints.getRegisterSettings.initiate(undefined, fresh)),
    ) as RegisterSettings;
    expect(settings.paymentPassword).toMatchObject({ minLength: 6, maxLength: 6, patternId: PATTERN_KINDS.digitsOnly.patternId });
    // Within the call's own 6–20 characters, so only the published rule can refuse them.
    for (const breaking of ['abcdef', '1357902']) {
      const change = { oldPaymentPassword: '246810', newPaymentPassword: breaking, confirmPaymentPassword: breaking };
      const refused = await store.dispatch(memberApi.endpoints.setPaymentPassword.initiate(change));
      expect(h.expectError(refused, 'error.unknown', 'invalid.parameter').message).toContain('paymentPassword');
    }
    // Nothing was saved: the old payment password is still the one asked for.
    const kept = { oldPaymentPassword: '246810', newPaymentPassword: '135790', confirmPaymentPassword: '135790' };
    h.expectContract('member', 'paymentPassword', await store.dispatch(memberApi.endpoints.setPaymentPassword.initiate(kept)));
  });

  it('lists static avatars and sets one', async () => {
    await h.loginAs('demo_member');
    const avatars = h.expectContract(
      'member',
      'staticAvatars',
      await store.dispatch(memberApi.endpoints.getStaticAvatars.initiate()),
    ) as string[];
    const avatar = h.expectContract(
      'member',
      'setAvatar',
      await store.dispatch(memberApi.endpoints.setAvatar.initiate({ avatar: avatars[5] as string, avatarType: 'STATIC' })),
    );
    expect(avatar).toEqual({ avatar: avatars[5], avatarType: 'STATIC' });
  });

  it('lists messages unread first; marking one read lowers the unread count', async () => {
    await h.loginAs('demo_member');
    const list = h.expectContract(
      'member',
      'messages',
      await store.dispatch(memberApi.endpoints.getMessages.initiate({ pageNum: 1, pageSize: 10, language: 'EN' }, fresh)),
    ) as { content: PlatformMessage[] };
    expect(list.content.map((message) => message.read)).toEqual([false, false, false, true, true]);
    const read = h.expectContract(
      'member',
      'readMessages',
      await store.dispatch(memberApi.endpoints.readMessages.initiate({ messageIds: [list.content[0]?.messageId as number] })),
    );
    expect(read).toEqual({ count: 2 });
  });

  it('answers the referral code and the invited count', async () => {
    await h.loginAs('demo_member');
    expect(h.expectContract('member', 'referral', await store.dispatch(memberApi.endpoints.getReferral.initiate()))).toMatchObject({
      invitedCount: 2,
    });
  });

  it('deposit limits: a cut applies at once, a raise or a removal only after 24 hours', async () => {
    await h.loginAs('demo_member');
    const cut = h.expectContract(
      'member',
      'setDepositLimits',
      await store.dispatch(memberApi.endpoints.setDepositLimits.initiate({ limits: [{ period: 'DAY', amount: 500 }] })),
    ) as ResponsibleGaming;
    expect(cut.limits[0]).toMatchObject({ period: 'DAY', amount: 500, pending: null });
    const raise = (await store.dispatch(memberApi.endpoints.setDepositLimits.initiate({ limits: [{ period: 'DAY', amount: 900 }] })))
      .data as ResponsibleGaming;
    expect(raise.limits[0]).toMatchObject({ amount: 500, pending: { amount: 900 } });
    await h.admin('/__sandbox/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: LIMIT_RAISE_DELAY_MS }),
    });
    const later = h.expectContract(
      'member',
      'responsibleGaming',
      await store.dispatch(memberApi.endpoints.getResponsibleGaming.initiate(undefined, fresh)),
    ) as ResponsibleGaming;
    expect(later.limits[0]).toMatchObject({ amount: 900, pending: null });
    const setDay = async (amount: number | null) =>
      (await store.dispatch(memberApi.endpoints.setDepositLimits.initiate({ limits: [{ period: 'DAY', amount }] })))
        .data as ResponsibleGaming;
    // A cut of a limit in force applies at once, and drops a raise still waiting.
    expect((await setDay(1200)).limits[0]).toMatchObject({ amount: 900, pending: { amount: 1200 } });
    expect((await setDay(300)).limits[0]).toMatchObject({ amount: 300, pending: null });
    // Removing a limit is a raise: it waits 24 hours too.
    expect((await setDay(null)).limits[0]).toMatchObject({ amount: 300, pending: { amount: null } });
  });

  it('a deposit over the lowest limit in force is refused with the catalogued message; a retry of a counted one is not counted again', async () => {
    await h.loginAs('demo_member');
    await store.dispatch(
      memberApi.endpoints.setDepositLimits.initiate({
        limits: [
          { period: 'WEEK', amount: 1000 },
          { period: 'DAY', amount: 500 },
        ],
      }),
    );
    const first = crypto.randomUUID();
    expect(
      (await store.dispatch(walletApi.endpoints.deposit.initiate({ channelId: 'qr-ph', amount: '300.00', idempotencyKey: first }))).error,
    ).toBeUndefined();
    expect(
      (await store.dispatch(walletApi.endpoints.deposit.initiate({ channelId: 'qr-ph', amount: '300.00', idempotencyKey: first }))).error,
    ).toBeUndefined();
    h.expectError(
      await store.dispatch(
        walletApi.endpoints.deposit.initiate({ channelId: 'qr-ph', amount: '300.00', idempotencyKey: crypto.randomUUID() }),
      ),
      'error.quotaNotSufficient',
    );
    const rg = (await store.dispatch(memberApi.endpoints.getResponsibleGaming.initiate(undefined, fresh))).data as ResponsibleGaming;
    expect(rg.limits.find((limit) => limit.period === 'DAY')?.used).toBe(300);
  });

  it('deposits are counted against a limit in minor units: 10.00 and 10.06 fill a limit of 20.06, and more is refused', async () => {
    await h.loginAs('demo_member');
    await store.dispatch(memberApi.endpoints.setDepositLimits.initiate({ limits: [{ period: 'DAY', amount: 20.06 }] }));
    const deposit = (amount: string) =>
      store.dispatch(walletApi.endpoints.deposit.initiate({ channelId: 'qr-ph', amount, idempotencyKey: crypto.randomUUID() }));
    expect((await deposit('10.00')).error).toBeUndefined();
    expect((await deposit('10.06')).error).toBeUndefined();
    h.expectError(await deposit('10.00'), 'error.quotaNotSufficient');
    const rg = (await store.dispatch(memberApi.endpoints.getResponsibleGaming.initiate(undefined, fresh))).data as ResponsibleGaming;
    expect(rg.limits.find((limit) => limit.period === 'DAY')?.used).toBe(20.06);
  });

  it('refuses a deposit limit finer than the currency, which deposits in whole cents could not be counted against', async () => {
    await h.loginAs('demo_member');
    h.expectError(
      await store.dispatch(memberApi.endpoints.setDepositLimits.initiate({ limits: [{ period: 'DAY', amount: 20.065 }] })),
      'error.unknown',
      'invalid.parameter',
    );
  });

  it('a new player has not deposited, so the site offers limits; the first deposit order counts as deposited', async () => {
    const registered = await store.dispatch(
      authApi.endpoints.register.initiate({
        username: 'newplayer1',
        password: 'Secret#123',
        confirmPassword: 'Secret#123',
        registerMethod: 'WEB',
      }),
    );
    h.session.token = registered.data?.token ?? null;
    const before = (await store.dispatch(memberApi.endpoints.getResponsibleGaming.initiate(undefined, fresh))).data as ResponsibleGaming;
    expect(before).toMatchObject({ hasDeposited: false, limits: LIMIT_PERIODS.map((period) => ({ period, amount: null, pending: null })) });
    await store.dispatch(
      walletApi.endpoints.deposit.initiate({ channelId: 'qr-ph', amount: '300.00', idempotencyKey: crypto.randomUUID() }),
    );
    const after = (await store.dispatch(memberApi.endpoints.getResponsibleGaming.initiate(undefined, fresh))).data as ResponsibleGaming;
    expect(after.hasDeposited).toBe(true);
  });

  it('sets the reality check interval within 10 to 60 minutes', async () => {
    await h.loginAs('demo_member');
    const rg = h.expectContract(
      'member',
      'setRealityCheck',
      await store.dispatch(memberApi.endpoints.setRealityCheck.initiate({ minutes: 30 })),
    ) as ResponsibleGaming;
    expect(rg.realityCheckMinutes).toBe(30);
    h.expectError(await store.dispatch(memberApi.endpoints.setRealityCheck.initiate({ minutes: 5 })), 'error.unknown', 'invalid.parameter');
  });

  it('lists the VIP ranks with their benefits and the turnover toward the next', async () => {
    await h.loginAs('demo_member');
    const vip = h.expectContract('member', 'vip', await store.dispatch(memberApi.endpoints.getVip.initiate())) as {
      ranks: Array<{ rankLevel: number; turnoverRequired: number }>;
      turnover: number;
    };
    expect(vip.turnover).toBeGreaterThan(vip.ranks[3]?.turnoverRequired as number);
    expect(vip.turnover).toBeLessThan(vip.ranks[4]?.turnoverRequired as number);
  });

  it('a time-out ends the session and refuses the next login', async () => {
    await h.loginAs('demo_member');
    h.expectError(
      await store.dispatch(memberApi.endpoints.exclude.initiate({ kind: 'SELF_EXCLUSION', days: 7 })),
      'error.unknown',
      'invalid.parameter',
    );
    h.expectContract('member', 'exclude', await store.dispatch(memberApi.endpoints.exclude.initiate({ kind: 'TIMEOUT', days: 1 })));
    h.expectError(await store.dispatch(memberApi.endpoints.getProfile.initiate(undefined, fresh)), 'error.notLoggedIn');
    await expect(h.loginAs('demo_member')).rejects.toMatchObject({ code: 'login_blocked_by_self_exclusion' });
  });

  it('a time-out ends by itself: login refused with its end until the sandbox clock passes it, accepted after', async () => {
    await h.loginAs('demo_member');
    const { until } = h.expectContract(
      'member',
      'exclude',
      await store.dispatch(memberApi.endpoints.exclude.initiate({ kind: 'TIMEOUT', days: 2 })),
    ) as { until: number };
    await advanceClock(2 * DAY_MS - 60_000);
    const refused = await h.loginAs('demo_member').catch((error: unknown) => error);
    expect(refused).toMatchObject({
      code: 'login_blocked_by_self_exclusion',
      messageKey: 'error.accessRestricted',
      data: { kind: 'TIMEOUT', until },
    });
    await advanceClock(60_000);
    await expect(h.loginAs('demo_member')).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('a self-exclusion ends after its period too; the seeded self-excluded account stays refused', async () => {
    await h.loginAs('demo_member');
    await store.dispatch(memberApi.endpoints.exclude.initiate({ kind: 'SELF_EXCLUSION', days: EXCLUSION_DAYS.SELF_EXCLUSION.min }));
    await advanceClock(EXCLUSION_DAYS.SELF_EXCLUSION.min * DAY_MS - 60_000);
    await expect(h.loginAs('demo_member')).rejects.toMatchObject({ data: { kind: 'SELF_EXCLUSION' } });
    await advanceClock(60_000);
    await expect(h.loginAs('demo_member')).resolves.toMatchObject({ token: expect.any(String) });
    await advanceClock(10 * 365 * DAY_MS);
    await expect(h.loginAs('self_excluded')).rejects.toMatchObject({ code: 'login_blocked_by_self_exclusion' });
  });

  it('has a contract test for every member call', () => {
    expect(h.uncovered('member')).toEqual([]);
  });
});
