import { z } from 'zod';
import { CIPHER_SCHEMES } from '@wl/brand';
import { PLATFORM_CODE, REGISTER_METHOD } from '../constants';
import { LoginResultSchema, NoArgs, NoValue, type CallContract } from './shared';
import type { CALLS } from '../calls';

const Text = z.string().trim().min(1);
const MobileNum = z.string().regex(/^\d{6,15}$/);
const DialingCode = z.string().regex(/^\+?\d{1,4}$/);
/** Spec §7: the proof of the human-verification step, sent with login, register and SMS calls when the merchant asks for it. */
const HumanVerification = z.string().max(128).optional();
/** A base64 PNG (spec §7), without a data: prefix. */
const PngBase64 = z.string().regex(/^iVBORw0KGgo[A-Za-z0-9+/=]+$/);

/** Spec §3 login payload; `type` picks username / SMS / Firebase login. */
export const LoginRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('username'),
    username: Text,
    password: Text,
    captcha: z.string().optional(),
    humanVerification: HumanVerification,
    /** Ours (new-device check): a random id this browser keeps, and the code sent for it. */
    deviceId: z.string().max(64).optional(),
    deviceCode: z.string().max(255).optional(),
  }),
  z.object({
    type: z.literal('sms'),
    mobileNum: MobileNum,
    countryDialingCode: DialingCode,
    verificationCode: Text,
    humanVerification: HumanVerification,
  }),
  z.object({ type: z.literal('firebase'), firebaseIdToken: Text }),
]);
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** The `value` of a failed login: spec §4 "a failed login whose response carries a captcha flag shows a captcha input". */
export const LoginFailureSchema = z.object({
  captchaRequired: z.boolean(),
  /** Spec §2 "two-factor check for an unregistered IP" (ours): where the code went and how long it lasts. */
  deviceCheck: z.object({ channel: z.enum(['SMS', 'EMAIL']), to: z.string(), expiredMinutes: z.number().positive() }).optional(),
});
export type LoginFailure = z.infer<typeof LoginFailureSchema>;

export const SmsSentSchema = z.object({ expiredMinutes: z.number().positive() });
export type SmsSent = z.infer<typeof SmsSentSchema>;

const Optional = z.string().optional();

/** Spec §3 register payload, plus the fields added on submit. */
export const RegisterRequestSchema = z.object({
  username: Text,
  password: Text,
  confirmPassword: Text,
  payeeName: Optional,
  email: Optional,
  qqNum: Optional,
  mobileNum: Optional,
  recommenderId: Optional,
  captcha: Optional,
  verificationCode: Optional,
  affiliateCode: Optional,
  paymentPassword: Optional,
  line: Optional,
  whatsapp: Optional,
  facebook: Optional,
  wechat: Optional,
  idNumber: Optional,
  referralCode: Optional,
  domain: Optional,
  countryDialingCode: Optional,
  nickname: Optional,
  zalo: Optional,
  birthday: Optional,
  login: z.boolean().optional(),
  /** A sign-up from a social login (spec §2, §3): the provider and the id token it issued. */
  firebaseChannel: Optional,
  firebaseIdToken: Optional,
  humanVerification: HumanVerification,
  registerUrl: Optional,
  registerMethod: z.literal(REGISTER_METHOD),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/** Spec §4: in mobile mode the mobile number is the username; a password only if a flag allows. */
export const RegisterMobileRequestSchema = RegisterRequestSchema.omit({ username: true, password: true, confirmPassword: true }).extend({
  mobileNum: MobileNum,
  countryDialingCode: DialingCode,
  verificationCode: Optional,
  password: Optional,
  confirmPassword: Optional,
});
export type RegisterMobileRequest = z.infer<typeof RegisterMobileRequestSchema>;

export const contract = {
  encryptionKey: {
    request: z.object({ scheme: z.enum(CIPHER_SCHEMES).optional() }),
    /** The RSA modulus as hex text; the exponent is 65537 (docs/api-contract.md). */
    response: z.string().regex(/^[0-9a-f]{256,}$/i),
  },
  login: { request: LoginRequestSchema, response: LoginResultSchema },
  sendLoginSms: {
    request: z.object({ mobileNum: MobileNum, countryDialingCode: DialingCode, humanVerification: HumanVerification }),
    response: SmsSentSchema,
  },
  freePlayLogin: {
    /** Spec §7: os, platform W and an encrypted random string. */
    request: z.object({ os: Text, platform: z.literal(PLATFORM_CODE), nonce: z.string().min(16) }),
    response: LoginResultSchema,
  },
  captcha: {
    /** The captcha is issued for the username that must answer it (docs/decisions.md). */
    request: z.object({ username: Text }),
    response: PngBase64,
  },
  /** Ours (spec §7 human verification): a challenge for one purpose, a number to type from a picture. */
  humanChallenge: {
    request: z.object({ purpose: z.enum(['login', 'register', 'sms']) }),
    response: z.object({ challengeId: z.string().min(1), image: PngBase64, expiresAt: z.number().int().positive() }),
  },
  /** Ours: the typed answer; a right one answers a one-use proof for the challenge's purpose. */
  answerHumanChallenge: {
    request: z.object({ challengeId: Text, answer: Text }),
    response: z.object({ proof: z.string().min(1).max(128) }),
  },
  logout: { request: NoArgs, response: NoValue },
  register: { request: RegisterRequestSchema, response: LoginResultSchema },
  registerMobile: { request: RegisterMobileRequestSchema, response: LoginResultSchema },
  sendRegisterSms: {
    request: z.object({
      countryDialingCode: DialingCode,
      mobileNo: MobileNum,
      regType: z.enum(['USERNAME', 'MOBILE']),
      humanVerification: HumanVerification,
    }),
    response: SmsSentSchema,
  },
  checkAffiliate: {
    request: z.object({ code: Text, domain: z.string().optional() }),
    response: z.object({ code: z.string(), agentName: z.string() }),
  },
  changePassword: {
    request: z.object({ oldPassword: z.string(), newPassword: Text, confirmNewPassword: Text }),
    response: NoValue,
  },
  resetPasswordByEmail: { request: z.object({ username: Text, email: z.email() }), response: NoValue },
  sendForgotSms: {
    request: z.object({ countryDialingCode: DialingCode, mobileNum: MobileNum, humanVerification: HumanVerification }),
    /** Spec §7: when the code expires, epoch milliseconds. */
    response: z.object({ expirationTime: z.number().int().positive() }),
  },
  resetPasswordByPhone: {
    request: z.object({
      mobileNum: MobileNum,
      countryDialingCode: DialingCode,
      verificationCode: Text,
      newPassword: Text,
      confirmNewPassword: Text,
    }),
    /** The account whose password was set, so the site can log in with it at once (spec §4). */
    response: z.object({ userName: z.string().min(1) }),
  },
  firstLogin: { request: NoArgs, response: NoValue },
} satisfies Record<keyof typeof CALLS.auth, CallContract>;
