import type { PlatformMessage, ProfileField } from '@wl/api-client';
import type { DemoAccount } from './accounts';
import { DAY_MS, SEED_EPOCH } from './random';

/** Platform messages each seeded member starts with; the first three unread. */
const MESSAGES: ReadonlyArray<Omit<PlatformMessage, 'messageId' | 'createTime'>> = [
  { title: 'Your weekly cashback has arrived', content: '<p>We credited <b>¥58.20</b> cashback to your main wallet.</p>', read: false },
  {
    title: 'New mission: slot week',
    content: '<p>Spin 50 times this week and earn <i>10 points</i>.</p><script>alert(1)</script>',
    read: false,
  },
  { title: 'Security notice', content: '<p>Your password was changed on a new device. <a href="/help">Not you?</a></p>', read: false },
  { title: 'Welcome to the VIP club', content: '<p>You reached rank 3. See your benefits on the VIP page.</p>', read: true },
  { title: 'Maintenance finished', content: '<p>Live casino tables are open again.</p>', read: true },
];

export function seedMessages(firstId: number): PlatformMessage[] {
  return MESSAGES.map((message, i) => ({ ...message, messageId: firstId * 10 + i, createTime: SEED_EPOCH - i * DAY_MS }));
}

/** Spec §3 profile fields as the seed knows them; the rest empty. */
export function seedProfile(seed: DemoAccount): Record<ProfileField, string> {
  return {
    nickname: seed.nickname,
    fullname: '',
    email: seed.email,
    mobileNum: seed.mobileNum,
    birthday: '',
    address: '',
    nationality: '',
    occupation: '',
    sourceOfIncome: '',
    telegram: '',
    zalo: '',
  };
}

/** Once set, these are changed only through customer service (identity checks). */
export const LOCKED_ONCE_SET: readonly ProfileField[] = ['fullname', 'email', 'mobileNum', 'birthday'];

/** The static avatars a player may pick. */
export const STATIC_AVATARS = Array.from({ length: 8 }, (_, i) => `/__sandbox/icons/avatar/${i + 1}.svg`);

/** Friends each seeded member has invited (referral). */
export const SEED_INVITED = { demo_member: 2, demo_vip: 11 } as Record<string, number>;

/** The club's ranks (the club label of member info names the player's); spec §6: above rank 4 the VIP channel. */
export const VIP_RANKS = [0, 1, 2, 3, 4, 5, 6, 7].map((rankLevel) => ({
  rankLevel,
  labelName: `VIP ${rankLevel}`,
  turnoverRequired: rankLevel === 0 ? 0 : 10_000 * 2 ** (rankLevel - 1),
  benefits: {
    rebatePercent: Math.round((0.3 + rankLevel * 0.1) * 10) / 10,
    dailyWithdrawals: 3 + rankLevel,
    birthdayBonus: rankLevel === 0 ? 0 : 88 * rankLevel,
    upgradeBonus: rankLevel === 0 ? 0 : 58 * 2 ** (rankLevel - 1),
    vipService: rankLevel > 4,
  },
}));
