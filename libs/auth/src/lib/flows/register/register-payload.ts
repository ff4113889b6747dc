import { REGISTER_METHOD, type RegisterMobileRequest, type RegisterRequest } from '@wl/api-client';
import type { SocialProvider } from '../social/social-login';
import type { OptionalRegisterField } from './register-fields';
import { dateAsSent, passwordAsSent, type FieldRule } from '@wl/forms';

export type RegisterMode = 'username' | 'mobile';

export interface RegisterInput {
  mode: RegisterMode;
  values: Record<
    | OptionalRegisterField
    | 'username'
    | 'password'
    | 'confirmPassword'
    | 'dialingCode'
    | 'mobileNum'
    | 'code'
    | 'captcha'
    | 'affiliateCode',
    string
  >;
  /** The optional fields the form showed; hidden ones are never sent. */
  shown: readonly OptionalRegisterField[];
  /** The birthday's rule: its date input gives yyyy-MM-dd, sent as the rule's date kind asks. */
  birthdayRule?: Pick<FieldRule, 'patternId'>;
  withPassword: boolean;
  smsVerification: boolean;
  captcha: boolean;
  referralCode: string;
  /** The page the player registers on (spec §3: registerUrl and domain are added on submit). */
  page: { href: string; host: string };
  /** A sign-up from a social login whose identity has no account yet (spec §2, §3). */
  social?: SocialIdentity;
  /** The human-verification step's proof (spec §7), when the merchant asks for it. */
  proof?: { humanVerification?: string };
}

/** The provider and the id token it issued, sent as firebaseChannel and firebaseIdToken. */
export interface SocialIdentity {
  channel: SocialProvider;
  idToken: string;
}

export type RegisterCall = { mode: 'username'; request: RegisterRequest } | { mode: 'mobile'; request: RegisterMobileRequest };

/**
 * Spec §3 register payload: what the player filled in (trimmed, empty optional fields left out),
 * plus registerUrl, domain, referral and affiliate codes and registerMethod WEB. In mobile mode
 * the number is the username (spec §4) and the code goes with it when SMS verification is on. A
 * mobile number, in either mode, goes with its dialling code.
 */
export function registerPayload({
  mode,
  values,
  shown,
  birthdayRule,
  withPassword,
  smsVerification,
  captcha,
  referralCode,
  page,
  social,
  proof,
}: RegisterInput): RegisterCall {
  const present = (field: keyof RegisterInput['values']) => {
    const value = field === 'birthday' ? dateAsSent(values.birthday.trim(), birthdayRule) : values[field].trim();
    return value ? { [field]: value } : {};
  };
  const common = {
    ...Object.assign({}, ...shown.filter((field) => !(mode === 'mobile' && field === 'mobileNum')).map(present)),
    ...(captcha ? present('captcha') : {}),
    ...present('affiliateCode'),
    ...(referralCode ? { referralCode } : {}),
    registerUrl: page.href,
    domain: page.host,
    registerMethod: REGISTER_METHOD,
    login: true,
    ...(social ? { firebaseChannel: social.channel, firebaseIdToken: social.idToken } : {}),
    ...proof,
  } as const;
  const passwords = { password: passwordAsSent(values.password), confirmPassword: passwordAsSent(values.confirmPassword) };
  if (mode === 'username') {
    // Spec §3: the optional mobile number goes with its dialling code, chosen as the mobile mode's is.
    const withMobile =
      shown.includes('mobileNum') && values.mobileNum.trim() && values.dialingCode ? { countryDialingCode: values.dialingCode } : {};
    return { mode, request: { ...common, ...withMobile, username: values.username.trim(), ...passwords } };
  }
  return {
    mode,
    request: {
      ...common,
      ...(withPassword ? passwords : {}),
      mobileNum: values.mobileNum.trim(),
      countryDialingCode: values.dialingCode,
      ...(smsVerification ? { verificationCode: values.code.trim() } : {}),
    },
  };
}
