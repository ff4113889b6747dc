import type { Context } from 'hono';
import { CUSTOMER_TYPE, ERROR_CODES, isTrialType, type Balance, type LoginResult } from '@wl/api-client';
import type { RegisterSettings } from '@wl/api-client';
import { DEFAULT_MINIMUM_AGE } from '@wl/brand';
import { isOldEnough } from '@wl/forms';
import { fail } from './envelope';
import { toMajorNumber, toMinor } from './ledger';
import { MAIN_WALLET } from './seed/accounts';
import type { Account, SandboxState, SmsCode } from './state';

/** How long an SMS code is valid, and how soon another may be sent (spec §9: 60 s countdown). */
export const SMS_CODE_TTL_MINUTES = 5;
export const SMS_RESEND_MS = 60_000;
export type SmsPurpose = 'login' | 'register' | 'forgot' | 'device';

export function startSession(state: SandboxState, account: Account, trial = false): LoginResult {
  const token = crypto.randomUUID().replace(/-/g, '');
  state.sessions.set(token, { token, accountId: account.id, trial });
  return {
    token,
    id: account.id,
    userName: account.username,
    customerType: account.customerType,
    firstTimeLogin: Boolean(account.firstTimeLogin),
    passwordExpired: Boolean(account.passwordExpired),
  };
}

/**
 * Ends the account's sessions, but for `keep`: a password changed or reset must not leave a session opened with
 * the old one (a stolen token) signed in. Their tokens then answer as not logged in.
 */
export function endSessions(state: SandboxState, account: Account, keep?: string): void {
  for (const [token, session] of state.sessions) if (session.accountId === account.id && token !== keep) state.sessions.delete(token);
}

/** A member's invite code (spec §3 referral), as the referral call answers it and a `/register?referralCode=` link carries it. */
export const referralCodeOf = (account: Account) => `R${account.id}`;

/** The player a referral code invites for; none for a code no account has, nor a trial account's (it invites no one). */
export function referrerOf(state: SandboxState, code: string): Account | undefined {
  const account = /^R\d+$/.test(code) ? state.accountsById.get(Number(code.slice(1))) : undefined;
  return account && !isTrialType(account.customerType) ? account : undefined;
}

export function findByMobile(state: SandboxState, countryDialingCode: string, mobileNum: string): Account | undefined {
  const dialing = countryDialingCode.startsWith('+') ? countryDialingCode : `+${countryDialingCode}`;
  return [...state.accounts.values()].find((account) => account.mobileNum === mobileNum && account.countryDialingCode === dialing);
}

const smsKey = (purpose: SmsPurpose, dialing: string, mobile: string) => `${purpose}:${dialing.replace(/^\+?/, '+')}${mobile}`;

/** Sends a 6-digit code (into the outbox), refusing a resend within the countdown. */
export function sendSms(
  c: Context,
  state: SandboxState,
  purpose: SmsPurpose,
  dialing: string,
  mobile: string,
): { expiresAt: number } | Response {
  const key = smsKey(purpose, dialing, mobile);
  const now = state.now();
  const previous = state.smsCodes.get(key);
  if (previous && now - previous.sentAt < SMS_RESEND_MS)
    return fail(c, ERROR_CODES.tooManyRequests, 'Wait before asking for another code', 429);
  const code = String(Math.floor(state.random() * 900_000) + 100_000);
  const expiresAt = now + SMS_CODE_TTL_MINUTES * 60_000;
  state.smsCodes.set(key, { code, sentAt: now, expiresAt });
  state.outbox.sms.push({ to: `${dialing}${mobile}`, purpose, code, at: now });
  return { expiresAt };
}

/**
 * Wrong guesses a code survives (ours): the last one voids it, so a 6-digit code cannot be found by
 * trying, and the player is told to ask for a new one (spec §8 "code expired, resend").
 */
export const SMS_CODE_MAX_ATTEMPTS = 5;
/** Wrong guesses per code sent; a new code is a new entry, so it starts again at none. */
const wrongGuesses = new WeakMap<SmsCode, number>();

/** Checks and uses up a code; answers the failure, or nothing when the code is good. */
export function useSmsCode(
  c: Context,
  state: SandboxState,
  purpose: SmsPurpose,
  dialing: string,
  mobile: string,
  code: string | undefined,
): Response | undefined {
  const refused = checkSmsCode(c, state, purpose, dialing, mobile, code);
  if (!refused) state.smsCodes.delete(smsKey(purpose, dialing, mobile));
  return refused;
}

/** `useSmsCode` without using the code up, for a call that may still refuse after it (wrong guesses still count). */
export function checkSmsCode(
  c: Context,
  state: SandboxState,
  purpose: SmsPurpose,
  dialing: string,
  mobile: string,
  code: string | undefined,
): Response | undefined {
  if (!code) return fail(c, ERROR_CODES.codeMissing, 'The verification code is missing');
  const sent = state.smsCodes.get(smsKey(purpose, dialing, mobile));
  if (!sent) return fail(c, ERROR_CODES.codeInvalid, 'The verification code is not valid');
  const guesses = wrongGuesses.get(sent) ?? 0;
  if (guesses >= SMS_CODE_MAX_ATTEMPTS) return fail(c, ERROR_CODES.codeExpired, 'Too many wrong codes: ask for a new one');
  if (sent.code !== code) {
    wrongGuesses.set(sent, guesses + 1);
    return guesses + 1 >= SMS_CODE_MAX_ATTEMPTS
      ? fail(c, ERROR_CODES.codeExpired, 'Too many wrong codes: ask for a new one')
      : fail(c, ERROR_CODES.codeInvalid, 'The verification code is not valid');
  }
  if (state.now() > sent.expiresAt) return fail(c, ERROR_CODES.codeExpired, 'The verification code has expired');
  return undefined;
}

/** Spec §5: a value passes if it matches the pattern (`*` matches anything) and its length is within bounds. */
export function breaksRule(settings: RegisterSettings, field: keyof RegisterSettings, value: string | undefined): string | undefined {
  const rule = settings[field];
  if (!rule.enabled) return undefined;
  if (!value) return rule.required ? `${field} is required` : undefined;
  if (value.length < rule.minLength || value.length > rule.maxLength)
    return `${field} must be ${rule.minLength}–${rule.maxLength} characters`;
  if (rule.acceptedPattern !== '*' && !new RegExp(rule.acceptedPattern, 'u').test(value))
    return `${field} does not match pattern ${rule.patternId}`;
  return undefined;
}

/**
 * Spec §5, §9: a birthday under the minimum age is refused wherever a player gives one (registration, profile). The
 * sandbox knows no brand, so it holds every player to the default minimum age.
 */
export function refuseUnderAge(c: Context, state: SandboxState, birthday: string | undefined): Response | undefined {
  if (!birthday || isOldEnough(birthday, DEFAULT_MINIMUM_AGE, new Date(state.now()))) return undefined;
  return fail(c, ERROR_CODES.invalidParameter, `birthday must be at least ${DEFAULT_MINIMUM_AGE} years ago`, 400);
}

export const round2 = (amount: number) => Math.round(amount * 100) / 100;

/** The balance call's answer, derived from the player's ledger and summed in minor units. */
export function balanceOf(state: Pick<SandboxState, 'currencySymbol'>, account: Account): Balance {
  const balance = Object.entries(account.wallets).map(([id, amount]) => ({ accountTypeId: Number(id), availBalance: amount }));
  const sumMinor = balance.reduce((sum, entry) => sum + toMinor(String(entry.availBalance)), 0);
  return { sumBalance: toMajorNumber(sumMinor), currencySymbol: state.currencySymbol, balance };
}

/** A trial (free-play) account: play money, customer type 4 (spec §4). */
export const TRIAL_PLAY_MONEY = 2000;
export function trialSeed(number: number) {
  return {
    username: `trial_${number}`,
    password: crypto.randomUUID(),
    customerType: CUSTOMER_TYPE.trial,
    shows: 'A free-play session',
    nickname: `Guest ${number}`,
    email: '',
    mobileNum: '',
    countryDialingCode: '',
    paymentPassword: '',
    vipRankLevel: 0,
    wallets: { [MAIN_WALLET]: TRIAL_PLAY_MONEY },
    points: 0,
  };
}
