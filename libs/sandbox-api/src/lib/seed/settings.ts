import type { FieldRule, RegisterSettings, Resource } from '@wl/api-client';
import { PATTERN_KINDS, type PatternKindName } from '@wl/forms';

/** A module of the merchant's tree, on or off: `modules.ts` serves it with the contract's flag. */
export interface SeedModule {
  readonly modId: string;
  readonly on: boolean;
  readonly childrenNodes: readonly SeedModule[];
}
const mod = (modId: string, on: boolean, childrenNodes: readonly SeedModule[] = []): SeedModule => ({ modId, on, childrenNodes });

/** The white-label module tree (spec §3) with the module ids docs/api-contract.md names. */
export const WHITE_LABEL_TREE: readonly SeedModule[] = [
  mod('REGISTER3', true, [
    mod('USERNAMEREG3', true),
    mod('MOBILENUMREG3', true, [mod('REGMOBVERF3', true), mod('MOBILENUMPASSREG3', true)]),
    mod('DIRECTREG3', true),
  ]),
  mod('LOGIN3', true, [mod('MOBILECODELOGIN3', true), mod('GOOGLELOGIN3', true), mod('FACEBOOKLOGIN3', false)]),
  mod('FREEPLAY3', true),
  mod('SECURITY3', true, [mod('PASSWORDEXPIRY3', true), mod('PHONERESET3', true), mod('COUNTRYCODE3', true)]),
  mod('LOGINEDTOHOMEPAGE3', false),
  mod('AGENT3', true, [mod('DIVIDEND3', true), mod('DAILYSALARY3', true), mod('HOURSALARY3', true), mod('REALTIMESALARY3', false)]),
];

const rule = (kind: PatternKindName, minLength: number, maxLength: number, enabled = true, required = false): FieldRule => ({
  enabled,
  required,
  acceptedPattern: PATTERN_KINDS[kind].pattern,
  patternId: PATTERN_KINDS[kind].patternId,
  minLength,
  maxLength,
});
/** Spec §5: pattern `*` matches anything. */
const anything = (enabled: boolean, required = false): FieldRule => ({
  enabled,
  required,
  acceptedPattern: '*',
  patternId: PATTERN_KINDS.freeCharacters.patternId,
  minLength: 0,
  maxLength: 64,
});

/** The register settings of spec §5 (patterns and ids of `@wl/forms`' twenty kinds). */
export const REGISTER_SETTINGS: RegisterSettings = {
  username: rule('letterFirstAlphanumeric', 6, 16, true, true),
  password: rule('lettersNumbersSymbols', 6, 20, true, true),
  mobileNum: rule('digitsOnly', 9, 11, true, false),
  email: rule('email', 6, 64, true, false),
  payeeName: rule('lettersOneSpace', 2, 40, true, false),
  qqNum: rule('digitsOnly', 5, 12, false),
  line: rule('noSpaces', 2, 30, false),
  whatsapp: rule('digitsOnly', 8, 15, false),
  facebook: rule('noSpaces', 2, 50, false),
  wechat: rule('noSpaces', 2, 30, false),
  idNumber: rule('alphanumeric', 6, 20, false),
  recommenderId: rule('alphanumeric', 4, 16, false),
  affiliateCode: rule('alphanumeric', 4, 12, true, false),
  paymentPassword: rule('digitsOnly', 6, 6, false),
  captcha: rule('digitsOnly', 4, 4, false),
  nickname: anything(true),
  zalo: rule('digitsOnly', 9, 11, false),
  birthday: rule('dateYearMonthDay', 10, 10, true, false),
};

export const RESOURCES: readonly Resource[] = [
  { resourceType: 'TELEGRAM', url: 'https://t.me/sandbox_support', qrCodeUrl: 'https://t.me/sandbox_support', labelNameEn: 'Telegram' },
  { resourceType: 'FACEBOOK', url: 'https://facebook.example.test/sandbox', qrCodeUrl: '', labelNameEn: 'Facebook' },
  { resourceType: 'USDJUMP', url: 'https://usd.example.test', qrCodeUrl: '', labelNameEn: 'USDT guide' },
  { resourceType: 'APP_IOS', url: 'https://app.example.test/ios', qrCodeUrl: 'https://app.example.test/ios', labelNameEn: 'iOS app' },
  {
    resourceType: 'APP_IOS_LITE',
    url: 'https://app.example.test/ios-lite',
    qrCodeUrl: 'https://app.example.test/ios-lite',
    labelNameEn: 'iOS lite',
  },
  {
    resourceType: 'APP_ANDROID',
    url: 'https://app.example.test/android.apk',
    qrCodeUrl: 'https://app.example.test/android.apk',
    labelNameEn: 'Android app',
  },
];

export const IMAGE_CDNS = ['https://img1.sandbox.example.test', 'https://img2.sandbox.example.test'];
export const LAUNCH_GAME_CDNS = ['https://launch1.sandbox.example.test', 'https://launch2.sandbox.example.test'];
export const GTAG_ID = 'G-SANDBOX01';
/** The sandbox merchant's default password for new accounts (permission `defaultPassword`): logging in with it forces a change. */
export const MERCHANT_DEFAULT_PASSWORD = 'a1234567';

export const COUNTRIES = [
  { countryCode: 'PH', countryDialingCode: '+63' },
  { countryCode: 'VN', countryDialingCode: '+84' },
  { countryCode: 'TH', countryDialingCode: '+66' },
  { countryCode: 'ID', countryDialingCode: '+62' },
  { countryCode: 'BR', countryDialingCode: '+55' },
  { countryCode: 'CN', countryDialingCode: '+86' },
];

/**
 * The sandbox is one host: its domain list names the origin it was asked on, so the site measures
 * it and stays (hosts it cannot reach would only fail, and break the CSP). Failover between
 * domains is tested in the api-client with a host dropped.
 */
export const domainRoutes = (origin: string) => [{ domain: origin, speed: 42 }];

export const HELP_CENTER = [
  { id: 1, category: 'ACCOUNT', title: 'How do I register?', content: '<p>Tap <b>Register</b>, fill in the form and confirm.</p>' },
  { id: 2, category: 'ACCOUNT', title: 'I forgot my password', content: '<p>Use <i>Forgot password</i> with your e-mail or phone.</p>' },
  { id: 3, category: 'DEPOSIT', title: 'How long does a deposit take?', content: '<p>Usually under 5 minutes.</p>' },
  { id: 4, category: 'WITHDRAW', title: 'Withdrawal limits', content: '<p>Up to ¥500,000 a day.</p><script>alert("help")</script>' },
  { id: 5, category: 'GAMES', title: 'What is free play?', content: '<p>A trial account with play money.</p>' },
];
