import { Hono } from 'hono';
import { ERROR_CODES, EXCLUSION_DAYS, PROFILE_FIELDS, type ProfileField, type RegisterSettings } from '@wl/api-client';
import type { SandboxEnv } from '../app';
import { endpoint } from '../endpoint';
import { fail, ok } from '../envelope';
import { page } from '../paging';
import { refusePaymentPassword } from '../payment-password';
import { balanceOf, breaksRule, referralCodeOf, refuseUnderAge } from '../players';
import { MAIN_WALLET } from '../seed/accounts';
import { SEED_PROMOTIONS } from '../seed/announcements';
import { LOCKED_ONCE_SET, SEED_INVITED, STATIC_AVATARS, VIP_RANKS } from '../seed/member';
import { REGISTER_SETTINGS } from '../seed/settings';
import { CURRENCY_DECIMALS } from '../ledger';
import { exclude, protectionView, setLimit } from '../responsible-gaming';
import type { Account } from '../state';
import { parseAmount } from './wallet';

/** Spec §6: VIP rank above 4 gets the VIP service channel. */
const VIP_CHANNEL_RANK = 4;
const unread = (account: Account) => account.messages.filter((message) => !message.read).length;
const editable = (account: Account) => PROFILE_FIELDS.filter((field) => !(LOCKED_ONCE_SET.includes(field) && account.profile[field]));
const profileOf = (account: Account) => ({
  values: account.profile,
  editable: editable(account),
  hasPaymentPassword: Boolean(account.paymentPassword),
  language: account.language,
});
/** Profile fields the register settings hold rules for (docs/api-contract.md: spec §5 fields plus nickname, zalo, birthday). */
const RULED: readonly ProfileField[] = ['nickname', 'email', 'mobileNum', 'birthday', 'zalo'];

export function memberRoutes() {
  const routes = new Hono<SandboxEnv>();

  endpoint(routes, 'member', 'info', (_input, { c, account }) =>
    ok(c, {
      id: account.id,
      account: account.username,
      nickname: account.nickname,
      type: account.customerType,
      // Whoever has an upline may send to it (the transfer's own rule; the story of an agent of level 2 does).
      toUpline: Boolean(account.uplineName),
      clubLabel: account.vipRankLevel > 0 ? { labelName: `VIP ${account.vipRankLevel}`, rankLevel: account.vipRankLevel } : null,
      memberLabel: account.vipRankLevel > VIP_CHANNEL_RANK ? [{ labelName: 'VIP service', color: '#b8860b' }] : [],
    }),
  );

  endpoint(routes, 'member', 'loginInfo', (_input, { c, state, account }) =>
    ok(c, {
      balance: balanceOf(state, account).balance.find((entry) => entry.accountTypeId === MAIN_WALLET)?.availBalance ?? 0,
      currencySymbol: state.currencySymbol,
      vipLabelName: `VIP ${account.vipRankLevel}`,
      vipRankLevel: account.vipRankLevel,
      hasVip: account.vipRankLevel > 0,
      availablePromoCount: SEED_PROMOTIONS.filter((promotion) => !account.joinedPromotions[promotion.id]).length,
      unreadMessage: unread(account),
      availablePromo: { REFERRAL: { enabled: true } },
    }),
  );

  endpoint(routes, 'member', 'icon', (_input, { c, account }) => ok(c, account.avatar));
  endpoint(routes, 'member', 'avatar', (_input, { c, account }) => ok(c, account.avatar));
  endpoint(routes, 'member', 'unreadMessages', (_input, { c, account }) => ok(c, { count: unread(account) }), { realAccount: true });
  endpoint(routes, 'member', 'customerServiceUnread', (_input, { c, account }) =>
    ok(c, { count: account.vipRankLevel > VIP_CHANNEL_RANK ? 1 : 0 }),
  );

  endpoint(routes, 'member', 'updateLanguage', ({ language }, { c, account }) => {
    account.language = language;
    return ok(c, null);
  });

  endpoint(routes, 'member', 'feedback', ({ content }, { c, state, account }) => {
    state.outbox.email.push({
      to: 'support@sandbox.test',
      subject: `Feedback from ${account?.username ?? 'a guest'}`,
      body: content,
      at: state.now(),
    });
    return ok(c, null);
  });

  endpoint(routes, 'member', 'profile', (_input, { c, account }) => ok(c, profileOf(account)), { realAccount: true });

  endpoint(
    routes,
    'member',
    'updateProfile',
    ({ values }, { c, state, account }) => {
      const allowed = editable(account);
      for (const [field, value] of Object.entries(values) as Array<[ProfileField, string]>) {
        if (!allowed.includes(field)) return fail(c, ERROR_CODES.invalidParameter, `${field} cannot be changed`, 400);
        const problem = RULED.includes(field) && value ? breaksOwnRule(field as keyof RegisterSettings, value) : undefined;
        if (problem) return fail(c, ERROR_CODES.invalidParameter, problem, 400);
      }
      // A birthday locks once set, so one under the minimum age is refused before it can lock.
      const underAge = refuseUnderAge(c, state, values.birthday);
      if (underAge) return underAge;
      Object.assign(account.profile, values);
      // A nickname sent empty clears it, as the profile's does; one not sent leaves it.
      if (values.nickname !== undefined) account.nickname = values.nickname;
      return ok(c, profileOf(account));
    },
    { realAccount: true },
  );

  endpoint(
    routes,
    'member',
    'paymentPassword',
    ({ oldPaymentPassword, newPaymentPassword, confirmPaymentPassword }, { c, state, account }) => {
      // A change tells whether the old one was right: it is counted with the money calls' tries.
      const refused = account.paymentPassword ? refusePaymentPassword(c, state, account, oldPaymentPassword) : undefined;
      if (refused) return refused;
      if (newPaymentPassword !== confirmPaymentPassword) return fail(c, ERROR_CODES.confirmMismatch, 'The confirmation differs');
      const problem = breaksOwnRule('paymentPassword', newPaymentPassword);
      if (problem) return fail(c, ERROR_CODES.invalidParameter, problem, 400);
      account.paymentPassword = newPaymentPassword;
      return ok(c, null);
    },
    { realAccount: true },
  );

  endpoint(routes, 'member', 'staticAvatars', (_input, { c }) => ok(c, STATIC_AVATARS));
  endpoint(
    routes,
    'member',
    'setAvatar',
    ({ avatar }, { c, account }) => {
      if (!STATIC_AVATARS.includes(avatar)) return fail(c, ERROR_CODES.invalidParameter, 'Pick one of the static avatars', 400);
      account.avatar = { avatar, avatarType: 'STATIC' };
      return ok(c, account.avatar);
    },
    { realAccount: true },
  );

  endpoint(
    routes,
    'member',
    'messages',
    ({ pageNum, pageSize }, { c, account }) => {
      // Unread first, newest first within each.
      const sorted = [...account.messages].sort((a, b) => Number(a.read) - Number(b.read) || b.createTime - a.createTime);
      return ok(c, page(sorted, pageNum, pageSize));
    },
    { realAccount: true },
  );
  endpoint(
    routes,
    'member',
    'readMessages',
    ({ messageIds }, { c, account }) => {
      for (const message of account.messages) if (messageIds.includes(message.messageId)) message.read = true;
      return ok(c, { count: unread(account) });
    },
    { realAccount: true },
  );

  endpoint(
    routes,
    'member',
    'referral',
    (_input, { c, account }) => ok(c, { referralCode: referralCodeOf(account), invitedCount: SEED_INVITED[account.username] ?? 0 }),
    { realAccount: true },
  );

  endpoint(
    routes,
    'member',
    'responsibleGaming',
    (_input, { c, state, account, session }) => ok(c, protectionView(state, account, session)),
    { realAccount: true },
  );
  endpoint(
    routes,
    'member',
    'setDepositLimits',
    ({ limits }, { c, state, account, session }) => {
      // Deposits are counted against a limit in minor units: a finer limit could not be kept.
      if (limits.some(({ amount }) => amount !== null && parseAmount(amount) === undefined))
        return fail(c, ERROR_CODES.invalidParameter, `A deposit limit has at most ${CURRENCY_DECIMALS} decimals`, 400);
      for (const { period, amount } of limits) setLimit(state, account, period, amount);
      return ok(c, protectionView(state, account, session));
    },
    { realAccount: true },
  );
  endpoint(
    routes,
    'member',
    'setRealityCheck',
    ({ minutes }, { c, state, account, session }) => {
      account.protection.realityCheckMinutes = minutes;
      return ok(c, protectionView(state, account, session));
    },
    { realAccount: true },
  );
  // Turnover so far: a little past the player's rank threshold, so progress to the next shows.
  endpoint(
    routes,
    'member',
    'vip',
    (_input, { c, account }) => {
      const rank = VIP_RANKS[account.vipRankLevel] ?? VIP_RANKS[0];
      const next = VIP_RANKS[account.vipRankLevel + 1];
      const turnover = next ? rank.turnoverRequired + (next.turnoverRequired - rank.turnoverRequired) * 0.62 : rank.turnoverRequired;
      return ok(c, { ranks: VIP_RANKS, turnover: Math.round(turnover) });
    },
    { realAccount: true },
  );

  endpoint(
    routes,
    'member',
    'exclude',
    ({ kind, days }, { c, state, account }) => {
      const bounds = EXCLUSION_DAYS[kind];
      if (days < bounds.min || days > bounds.max)
        return fail(c, ERROR_CODES.invalidParameter, `${kind} lasts ${bounds.min} to ${bounds.max} days`, 400);
      return ok(c, { until: exclude(state, account, kind, days) });
    },
    { realAccount: true },
  );

  return routes;
}

/**
 * A value set outside the register form (a profile field, the payment password) by its published register
 * rule (spec §5), whether or not the register form shows that field: `enabled` is about the form.
 */
function breaksOwnRule(field: keyof RegisterSettings, value: string) {
  return breaksRule({ ...REGISTER_SETTINGS, [field]: { ...REGISTER_SETTINGS[field], enabled: true, required: false } }, field, value);
}
