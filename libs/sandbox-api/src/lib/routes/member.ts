import { Hono } from 'hono';
import { isAgentType } from '@wl/api-client';
import type { SandboxEnv } from '../app';
import { endpoint } from '../endpoint';
import { ok } from '../envelope';
import { balanceOf, CURRENCY_SYMBOL } from '../players';
import { MAIN_WALLET } from '../seed/accounts';
import { SEED_PROMOTIONS } from '../seed/announcements';

/** Spec §6: VIP rank above 4 gets the VIP service channel. */
const VIP_CHANNEL_RANK = 4;
/** Unread platform messages each seeded member starts with. */
const SEED_UNREAD_MESSAGES = 3;

export function memberRoutes() {
  const routes = new Hono<SandboxEnv>();

  endpoint(routes, 'member', 'info', (_input, { c, account }) =>
    ok(c, {
      id: account.id,
      account: account.username,
      nickname: account.nickname,
      type: account.customerType,
      toUpline: Boolean(account.uplineName) && !isAgentType(account.customerType),
      clubLabel: account.vipRankLevel > 0 ? { labelName: `VIP ${account.vipRankLevel}`, rankLevel: account.vipRankLevel } : null,
      memberLabel: account.vipRankLevel > VIP_CHANNEL_RANK ? [{ labelName: 'VIP service', color: '#b8860b' }] : [],
    }),
  );

  endpoint(routes, 'member', 'loginInfo', (_input, { c, account }) =>
    ok(c, {
      balance: balanceOf(account).balance.find((entry) => entry.accountTypeId === MAIN_WALLET)?.availBalance ?? 0,
      currencySymbol: CURRENCY_SYMBOL,
      vipLabelName: `VIP ${account.vipRankLevel}`,
      vipRankLevel: account.vipRankLevel,
      hasVip: account.vipRankLevel > 0,
      availablePromoCount: SEED_PROMOTIONS.filter((promotion) => !account.joinedPromotions[promotion.id]).length,
      unreadMessage: account.customerType === 4 ? 0 : SEED_UNREAD_MESSAGES,
      availablePromo: { REFERRAL: { enabled: true } },
    }),
  );

  endpoint(routes, 'member', 'icon', (_input, { c, account }) => ok(c, account.avatar));
  endpoint(routes, 'member', 'avatar', (_input, { c, account }) => ok(c, account.avatar));
  endpoint(routes, 'member', 'unreadMessages', (_input, { c }) => ok(c, { count: SEED_UNREAD_MESSAGES }), { realAccount: true });
  endpoint(routes, 'member', 'customerServiceUnread', (_input, { c, account }) => ok(c, { count: account.vipRankLevel > VIP_CHANNEL_RANK ? 1 : 0 }));

  endpoint(routes, 'member', 'updateLanguage', ({ language }, { c, account }) => {
    account.language = language;
    return ok(c, null);
  });

  endpoint(routes, 'member', 'feedback', ({ content }, { c, state, account }) => {
    state.outbox.email.push({ to: 'support@sandbox.test', subject: `Feedback from ${account?.username ?? 'a guest'}`, body: content, at: state.now() });
    return ok(c, null);
  });

  return routes;
}
