import { Hono, type Context } from 'hono';
import { CUSTOMER_TYPE, ERROR_CODES, WHITE_LABEL_MODULES } from '@wl/api-client';
import { REGISTER_FIELDS } from '@wl/api-client/contract';
import type { SandboxEnv } from '../app';
import { endpoint } from '../endpoint';
import { fail, ok } from '../envelope';
import { moduleOn, refuseModuleOff, socialLoginModule } from '../modules';
import {
  breaksRule,
  checkSmsCode,
  endSessions,
  findByMobile,
  referrerOf,
  refuseUnderAge,
  sendSms,
  SMS_CODE_TTL_MINUTES,
  startSession,
  trialSeed,
  useSmsCode,
} from '../players';
import { exclusionRefusal } from '../responsible-gaming';
import { AFFILIATE_CODES, DEMO_ACCOUNTS, MAIN_WALLET } from '../seed/accounts';
import { captchaPng, CAPTCHA_LENGTH } from '../seed/captcha';
import { OAEP_KEY, PLATFORM_KEY } from '../seed/keys';
import { digits } from '../seed/random';
import { MERCHANT_DEFAULT_PASSWORD, REGISTER_SETTINGS } from '../seed/settings';
import { addAccount, type Account, type SandboxState } from '../state';
import { ART_CACHE_CONTROL } from './games';
import { refuseWithoutProof } from './verification';

const captchaRequired = { captchaRequired: true };

/** Whether the answer is the captcha last issued for the name; each check uses that captcha up, right or wrong. */
function answersCaptcha(state: SandboxState, name: string, answer: string | undefined): boolean {
  const expected = state.captchas.get(name);
  state.captchas.delete(name);
  return Boolean(expected) && answer === expected;
}

/**
 * Spec §5, §8: a registration answers the captcha issued for the name it registers (the username, or
 * the mobile number in mobile mode) whenever it carries one, as the site sends one while the merchant's
 * captcha rule shows the field, and must carry one while the rule does.
 */
function refuseWrongCaptcha(c: Context<SandboxEnv>, state: SandboxState, name: string, answer: string | undefined): Response | undefined {
  if (answer === undefined && !REGISTER_SETTINGS.captcha.enabled) return undefined;
  return answersCaptcha(state, name, answer) ? undefined : fail(c, ERROR_CODES.captchaInvalid, 'The captcha is not right');
}

/** Each account's latest login, answered as `lastLogin` by the next one (accounts are new objects after a reset). */
/** How long a confirmed device is remembered (the login answers it as `deviceTrustedDays`). */
export const TRUSTED_DEVICE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Devices each account has confirmed, until when (accounts are new objects after a reset). */
const trustedDevices = new WeakMap<Account, Map<string, number>>();
// Not a React hook, whatever its name says: it checks and uses up a code.
const spendSmsCode = useSmsCode;
/** docs/decisions.md (Accounts): a new password differs from the current one and from the merchant's default. */
function keptPassword(account: Account, password: string): string | undefined {
  if (password === MERCHANT_DEFAULT_PASSWORD) return 'The default password cannot be kept';
  if (password === account.password) return 'The new password must differ from the current one';
  return undefined;
}
const checksNewDevices = (account: Account) => DEMO_ACCOUNTS.some((seed) => seed.username === account.username && seed.newDeviceCheck);

/**
 * Spec §2 "two-factor check for an unregistered IP": a login from a device the account has not
 * confirmed gets a code by SMS to the bound mobile (else by e-mail) and must send it back.
 * Answers the refusal, or the days the device is now remembered (0 when no check was needed).
 */
function checkDevice(
  c: Context<SandboxEnv>,
  state: SandboxState,
  account: Account,
  deviceId: string | undefined,
  deviceCode: string | undefined,
): Response | number {
  if (!checksNewDevices(account)) return 0;
  const devices = trustedDevices.get(account) ?? new Map<string, number>();
  trustedDevices.set(account, devices);
  if (deviceId && (devices.get(deviceId) ?? 0) > state.now()) return 0;
  const byMobile = account.mobileNum !== '';
  const dialing = byMobile ? account.countryDialingCode : 'email';
  const to = byMobile ? account.mobileNum : account.email;
  if (!deviceCode) {
    const sent = sendSms(c, state, 'device', dialing, to);
    if (sent instanceof Response) return sent;
    const masked = `${byMobile ? account.countryDialingCode : ''}${to.slice(0, 2)}•••${to.slice(-2)}`;
    return fail(c, ERROR_CODES.codeMissing, 'A code was sent to confirm this device', 200, {
      captchaRequired: false,
      deviceCheck: { channel: byMobile ? 'SMS' : 'EMAIL', to: masked, expiredMinutes: SMS_CODE_TTL_MINUTES },
    });
  }
  const refused = spendSmsCode(c, state, 'device', dialing, to, deviceCode);
  if (refused) return refused;
  if (deviceId) devices.set(deviceId, state.now() + TRUSTED_DEVICE_DAYS * DAY_MS);
  return TRUSTED_DEVICE_DAYS;
}

/** Who an id token the provider page issued names: the provider and its user. */
interface SocialIdentity {
  provider: string;
  subject: string;
}
interface SocialWorld {
  /** Id token → identity. */
  tokens: Map<string, SocialIdentity>;
  /** `provider:subject` → the username the identity signs in as. */
  links: Map<string, string>;
}
/** The account the sandbox's provider page signs in as, and its provider-side user. */
const SOCIAL_ACCOUNT = 'demo_member';
const SOCIAL_ACCOUNT_SUBJECT = 'sandbox-demo';
const SOCIAL_PROVIDERS: Record<string, string> = { google: 'Google', facebook: 'Facebook' };
const linkKey = ({ provider, subject }: SocialIdentity) => `${provider}:${subject}`;

/** Per sandbox state, so a reset forgets the tokens and links. */
const socialWorlds = new WeakMap<SandboxState, SocialWorld>();
function socialWorld(state: SandboxState): SocialWorld {
  const found = socialWorlds.get(state) ?? {
    tokens: new Map(),
    links: new Map(Object.keys(SOCIAL_PROVIDERS).map((provider) => [`${provider}:${SOCIAL_ACCOUNT_SUBJECT}`, SOCIAL_ACCOUNT])),
  };
  socialWorlds.set(state, found);
  return found;
}
function issueIdToken(state: SandboxState, identity: SocialIdentity): string {
  const idToken = `sbx-${identity.provider}-${crypto.randomUUID()}`;
  socialWorld(state).tokens.set(idToken, identity);
  return idToken;
}

/**
 * Spec §2, §3: a sign-up from a social login sends firebaseChannel and firebaseIdToken. The token
 * must be one the provider issued for that channel, to an identity no account has yet. Answers
 * the refusal, the identity to link, or null for a sign-up without one.
 */
function socialSignUp(
  c: Context<SandboxEnv>,
  state: SandboxState,
  { firebaseChannel, firebaseIdToken }: { firebaseChannel?: string; firebaseIdToken?: string },
): Response | SocialIdentity | null {
  if (!firebaseChannel && !firebaseIdToken) return null;
  const world = socialWorld(state);
  const identity = firebaseIdToken ? world.tokens.get(firebaseIdToken) : undefined;
  if (!identity || identity.provider !== firebaseChannel)
    return fail(c, ERROR_CODES.wrongCredentials, 'The id token is not one the provider issued');
  if (world.links.has(linkKey(identity))) return fail(c, ERROR_CODES.usernameTaken, 'An account already signs in with this identity');
  return identity;
}

const latestLogins = new WeakMap<Account, { time: number; ip: string; country: string }>();

function newMember(
  state: SandboxState,
  fields: {
    username: string;
    password: string;
    mobileNum?: string;
    countryDialingCode?: string;
    email?: string;
    nickname?: string;
    affiliateCode?: string;
  },
  social: SocialIdentity | null = null,
): Account {
  // A social sign-up links the identity, so its next social login signs in as the new player.
  if (social) socialWorld(state).links.set(linkKey(social), fields.username);
  return addAccount(state, {
    username: fields.username,
    password: fields.password,
    customerType: CUSTOMER_TYPE.member,
    shows: 'Registered in this sandbox run',
    nickname: fields.nickname || fields.username,
    email: fields.email ?? '',
    mobileNum: fields.mobileNum ?? '',
    countryDialingCode: fields.countryDialingCode,
    paymentPassword: '',
    vipRankLevel: 0,
    uplineName: fields.affiliateCode ? AFFILIATE_CODES[fields.affiliateCode] : undefined,
    wallets: { [MAIN_WALLET]: 0 },
    points: 0,
  });
}

export function authRoutes() {
  const routes = new Hono<SandboxEnv>();

  // The social-login provider (ours: `/wps/social/<provider>/authorize`), played by a page that
  // hands an id token to the window that opened it, or closes without one.
  routes.get('/wps/social/:provider/authorize', (c) => {
    const provider = c.req.param('provider');
    const name = SOCIAL_PROVIDERS[provider];
    if (!name) return c.body(null, 404);
    const message = (subject: string) =>
      JSON.stringify({ type: 'wl-social-login', provider, idToken: issueIdToken(c.var.state, { provider, subject }) });
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name} sign-in (sandbox)</title></head>
<body><main><h1>Sign in with ${name}</h1><p>The sandbox plays the provider: continue as ${SOCIAL_ACCOUNT}, as a new ${name} user with no account yet, or cancel.</p>
<button id="continue">Continue as ${SOCIAL_ACCOUNT}</button> <button id="new-user">Continue as a new user</button> <button id="cancel">Cancel</button></main>
<script>
// Closes on the next task, once the click that chose has finished: a window gone in the middle of its
// own click handler left a test's click with a closed page to report on (seen once in CI).
function closeSoon() { setTimeout(function () { window.close(); }, 0); }
function send(message) { if (window.opener) window.opener.postMessage(message, location.origin); closeSoon(); }
document.getElementById('continue').onclick = function () { send(${message(SOCIAL_ACCOUNT_SUBJECT)}); };
document.getElementById('new-user').onclick = function () { send(${message(`new-${crypto.randomUUID()}`)}); };
document.getElementById('cancel').onclick = closeSoon;
</script></body></html>`);
  });

  // Flag images by country code (ours): two bands in a colour of the code, the code written across.
  routes.get('/wps/static/flags/:name', (c) => {
    const code = c.req
      .param('name')
      .replace(/\.svg$/, '')
      .toUpperCase();
    if (!/^[A-Z]{2}$/.test(code)) return c.body(null, 404);
    const hue = ((code.charCodeAt(0) * 26 + code.charCodeAt(1)) * 37) % 360;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20" viewBox="0 0 30 20"><rect width="30" height="10" fill="hsl(${hue} 70% 45%)"/><rect y="10" width="30" height="10" fill="hsl(${(hue + 180) % 360} 70% 45%)"/><text x="15" y="14" font-family="sans-serif" font-size="9" text-anchor="middle" fill="#fff">${code}</text></svg>`;
    return c.body(svg, 200, { 'content-type': 'image/svg+xml', 'cache-control': ART_CACHE_CONTROL });
  });

  // The modulus as bare hex text, not the envelope, as the platform serves it (its own clients read the body as the key).
  endpoint(routes, 'auth', 'encryptionKey', ({ scheme }, { c }) =>
    c.text(scheme === 'rsa-oaep-aes-gcm' ? OAEP_KEY.modulusHex : PLATFORM_KEY.modulusHex),
  );

  endpoint(routes, 'auth', 'login', (input, { c, state }) => {
    let account: Account | undefined;
    // Spec §7: the human-verification step comes before a login by password or SMS code (the provider verified a social one).
    if (input.type !== 'firebase') {
      const unverified = refuseWithoutProof(c, 'login', input.humanVerification);
      if (unverified) return unverified;
    }
    if (input.type === 'firebase') {
      // Social login (spec §2, §3): the id token the provider page issued names the identity, linked to an account or not yet.
      const world = socialWorld(state);
      const identity = world.tokens.get(input.firebaseIdToken);
      if (!identity) return fail(c, ERROR_CODES.wrongCredentials, 'The id token is not one the provider issued');
      // Spec §6: the provider's login module (GOOGLELOGIN3, FACEBOOKLOGIN3…) gates its logins, as the site shows its button by it.
      const providerModule = socialLoginModule(identity.provider);
      if (providerModule && !moduleOn(state, providerModule)) return refuseModuleOff(c, providerModule);
      const username = world.links.get(linkKey(identity));
      account = username ? state.accounts.get(username) : undefined;
      if (!account) return fail(c, ERROR_CODES.userNotFound, 'No account signs in with this identity yet: register with it');
    } else if (input.type === 'sms') {
      account = findByMobile(state, input.countryDialingCode, input.mobileNum);
      if (!account) return fail(c, ERROR_CODES.userNotFound, 'No account has this mobile number');
      const refused = useSmsCode(c, state, 'login', input.countryDialingCode, input.mobileNum, input.verificationCode);
      if (refused) return refused;
    } else {
      // Spec §4: after a failed login the next one must answer the captcha.
      if (state.failedLogins.get(input.username) && !answersCaptcha(state, input.username, input.captcha))
        return fail(c, ERROR_CODES.captchaInvalid, 'The captcha is not right', 200, captchaRequired);
      account = state.accounts.get(input.username);
      if (!account || account.password !== input.password) {
        state.failedLogins.set(input.username, (state.failedLogins.get(input.username) ?? 0) + 1);
        return fail(c, ERROR_CODES.wrongCredentials, 'The username or password is incorrect', 200, captchaRequired);
      }
    }
    const excluded = exclusionRefusal(c, state, account);
    if (excluded) return excluded;
    state.failedLogins.delete(account.username);
    const device = input.type === 'username' ? checkDevice(c, state, account, input.deviceId, input.deviceCode) : 0;
    if (device instanceof Response) return device;
    const lastLogin = latestLogins.get(account) ?? null;
    // The sandbox places every visitor in the merchant's country.
    latestLogins.set(account, { time: state.now(), ip: c.var.visitorIp, country: state.market.country.countryCode });
    return ok(c, { ...startSession(state, account), lastLogin, ...(device ? { deviceTrustedDays: device } : {}) });
  });

  endpoint(routes, 'auth', 'sendLoginSms', ({ mobileNum, countryDialingCode, humanVerification }, { c, state }) => {
    const unverified = refuseWithoutProof(c, 'sms', humanVerification);
    if (unverified) return unverified;
    if (!findByMobile(state, countryDialingCode, mobileNum)) return fail(c, ERROR_CODES.userNotFound, 'No account has this mobile number');
    const sent = sendSms(c, state, 'login', countryDialingCode, mobileNum);
    return sent instanceof Response ? sent : ok(c, { expiredMinutes: SMS_CODE_TTL_MINUTES });
  });

  endpoint(routes, 'auth', 'freePlayLogin', (_input, { c, state }) => {
    const account = addAccount(state, trialSeed(state.accounts.size + 1));
    return ok(c, startSession(state, account, true));
  });

  endpoint(routes, 'auth', 'captcha', ({ username }, { c, state }) => {
    const answer = digits(state.random, CAPTCHA_LENGTH);
    state.captchas.set(username, answer);
    return ok(c, captchaPng(answer, state.random));
  });

  endpoint(routes, 'auth', 'logout', (_input, { c, state, session }) => {
    state.sessions.delete(session.token);
    return ok(c, null);
  });

  endpoint(routes, 'auth', 'register', (input, { c, state }) => {
    const unverified = refuseWithoutProof(c, 'register', input.humanVerification);
    if (unverified) return unverified;
    const wrongCaptcha = refuseWrongCaptcha(c, state, input.username, input.captcha);
    if (wrongCaptcha) return wrongCaptcha;
    for (const field of REGISTER_FIELDS) {
      const problem = breaksRule(REGISTER_SETTINGS, field, input[field]);
      if (problem) return fail(c, ERROR_CODES.invalidParameter, problem, 400);
    }
    const underAge = refuseUnderAge(c, state, input.birthday);
    if (underAge) return underAge;
    if (input.password !== input.confirmPassword) return fail(c, ERROR_CODES.confirmMismatch, 'The passwords differ');
    if (state.accounts.has(input.username)) return fail(c, ERROR_CODES.usernameTaken, 'This username is taken');
    if (input.affiliateCode && !AFFILIATE_CODES[input.affiliateCode]) return fail(c, ERROR_CODES.invitationCode, 'Unknown affiliate code');
    // Spec §8: an invite code no player has is refused (`invitation_code_error`), not dropped.
    if (input.referralCode && !referrerOf(state, input.referralCode)) return fail(c, ERROR_CODES.invitationCode, 'Unknown referral code');
    const social = socialSignUp(c, state, input);
    if (social instanceof Response) return social;
    return ok(c, startSession(state, newMember(state, input, social)));
  });

  endpoint(routes, 'auth', 'registerMobile', (input, { c, state }) => {
    const unverified = refuseWithoutProof(c, 'register', input.humanVerification);
    if (unverified) return unverified;
    const wrongCaptcha = refuseWrongCaptcha(c, state, input.mobileNum, input.captcha);
    if (wrongCaptcha) return wrongCaptcha;
    // The username registration's rules, but for the username (the mobile number is it) and a password not sent.
    for (const field of REGISTER_FIELDS) {
      if (field === 'username' || (field === 'password' && !input.password)) continue;
      const problem = breaksRule(REGISTER_SETTINGS, field, input[field]);
      if (problem) return fail(c, ERROR_CODES.invalidParameter, problem, 400);
    }
    const underAge = refuseUnderAge(c, state, input.birthday);
    if (underAge) return underAge;
    if (input.password && input.password !== input.confirmPassword) return fail(c, ERROR_CODES.confirmMismatch, 'The passwords differ');
    if (findByMobile(state, input.countryDialingCode, input.mobileNum) || state.accounts.has(input.mobileNum))
      return fail(c, ERROR_CODES.usernameTaken, 'This mobile number is registered');
    if (input.affiliateCode && !AFFILIATE_CODES[input.affiliateCode]) return fail(c, ERROR_CODES.invitationCode, 'Unknown affiliate code');
    if (input.referralCode && !referrerOf(state, input.referralCode)) return fail(c, ERROR_CODES.invitationCode, 'Unknown referral code');
    const social = socialSignUp(c, state, input);
    if (social instanceof Response) return social;
    // Spec §6: the code is asked for only while the merchant's SMS verification of registrations is on.
    if (moduleOn(state, WHITE_LABEL_MODULES.registerSmsVerification)) {
      const refused = useSmsCode(c, state, 'register', input.countryDialingCode, input.mobileNum, input.verificationCode);
      if (refused) return refused;
    }
    // Spec §4: in mobile mode the mobile number is the username; without a password the player logs in by SMS.
    const account = newMember(state, { ...input, username: input.mobileNum, password: input.password ?? crypto.randomUUID() }, social);
    return ok(c, startSession(state, account));
  });

  endpoint(routes, 'auth', 'sendRegisterSms', ({ countryDialingCode, mobileNo, humanVerification }, { c, state }) => {
    const unverified = refuseWithoutProof(c, 'sms', humanVerification);
    if (unverified) return unverified;
    if (findByMobile(state, countryDialingCode, mobileNo)) return fail(c, ERROR_CODES.usernameTaken, 'This mobile number is registered');
    const sent = sendSms(c, state, 'register', countryDialingCode, mobileNo);
    return sent instanceof Response ? sent : ok(c, { expiredMinutes: SMS_CODE_TTL_MINUTES });
  });

  endpoint(routes, 'auth', 'checkAffiliate', ({ code }, { c }) => {
    const agentName = AFFILIATE_CODES[code];
    return agentName ? ok(c, { code, agentName }) : fail(c, ERROR_CODES.invitationCode, 'Unknown affiliate code');
  });

  endpoint(
    routes,
    'auth',
    'changePassword',
    ({ oldPassword, newPassword, confirmNewPassword }, { c, state, account, session }) => {
      if (account.password !== oldPassword) return fail(c, ERROR_CODES.wrongPassword, 'The old password is not right');
      if (newPassword !== confirmNewPassword) return fail(c, ERROR_CODES.confirmMismatch, 'The passwords differ');
      const problem = breaksRule(REGISTER_SETTINGS, 'password', newPassword) ?? keptPassword(account, newPassword);
      if (problem) return fail(c, ERROR_CODES.invalidParameter, problem, 400);
      account.password = newPassword;
      account.passwordExpired = false;
      // The player's other devices sign in again; the one that changed it stays signed in.
      endSessions(state, account, session.token);
      return ok(c, null);
    },
    { realAccount: true },
  );

  endpoint(routes, 'auth', 'resetPasswordByEmail', ({ username, email }, { c, state }) => {
    const account = state.accounts.get(username);
    if (!account || account.email.toLowerCase() !== email.toLowerCase())
      return fail(c, ERROR_CODES.userNotFound, 'No account has this username and e-mail');
    account.password = `Tmp${digits(state.random, 6)}`;
    account.passwordExpired = true;
    endSessions(state, account);
    state.outbox.email.push({
      to: account.email,
      subject: 'Your new password',
      body: `Your temporary password is ${account.password}`,
      at: state.now(),
    });
    return ok(c, null);
  });

  endpoint(routes, 'auth', 'sendForgotSms', ({ countryDialingCode, mobileNum, humanVerification }, { c, state }) => {
    const unverified = refuseWithoutProof(c, 'sms', humanVerification);
    if (unverified) return unverified;
    if (!findByMobile(state, countryDialingCode, mobileNum)) return fail(c, ERROR_CODES.userNotFound, 'No account has this mobile number');
    const sent = sendSms(c, state, 'forgot', countryDialingCode, mobileNum);
    return sent instanceof Response ? sent : ok(c, { expirationTime: sent.expiresAt });
  });

  endpoint(routes, 'auth', 'resetPasswordByPhone', (input, { c, state }) => {
    const account = findByMobile(state, input.countryDialingCode, input.mobileNum);
    if (!account) return fail(c, ERROR_CODES.userNotFound, 'No account has this mobile number');
    if (input.newPassword !== input.confirmNewPassword) return fail(c, ERROR_CODES.confirmMismatch, 'The passwords differ');
    const problem = breaksRule(REGISTER_SETTINGS, 'password', input.newPassword);
    if (problem) return fail(c, ERROR_CODES.invalidParameter, problem, 400);
    const refused = checkSmsCode(c, state, 'forgot', input.countryDialingCode, input.mobileNum, input.verificationCode);
    if (refused) return refused;
    // Only after the code: else anyone with the number could test guesses at the password. The code stays to choose again.
    const kept = keptPassword(account, input.newPassword);
    if (kept) return fail(c, ERROR_CODES.invalidParameter, kept, 400);
    spendSmsCode(c, state, 'forgot', input.countryDialingCode, input.mobileNum, input.verificationCode);
    account.password = input.newPassword;
    account.passwordExpired = false;
    endSessions(state, account);
    return ok(c, { userName: account.username });
  });

  endpoint(routes, 'auth', 'firstLogin', (_input, { c, account }) => {
    account.firstTimeLogin = false;
    return ok(c, null);
  });

  return routes;
}
