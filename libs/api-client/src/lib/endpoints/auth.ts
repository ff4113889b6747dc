import { baseApi } from '../api';
import { callRequest } from '../base-query';
import { AUTH_CALLS } from '../calls/auth';
import { FREE_PLAY_GATEWAY_VERSION, GATEWAY_VERSION_HEADER } from '../constants';
import type { Req, Res } from '../contract-types';
import type { LoginFailure } from '../contract/auth';
import { isApiError } from '../errors';
import { clearPersistedApiCache } from '../persisted-cache';

const C = AUTH_CALLS;

/**
 * A new session owns nothing of the previous one (spec §3: the session is per player). The player's
 * queries are refreshed by `@wl/session` once the new token is stored, not on this answer: a refresh
 * sent now would carry no token and its refusal would end the session just started.
 */
async function startFreshSession(queryFulfilled: Promise<unknown>) {
  try {
    await queryFulfilled;
    clearPersistedApiCache('player');
  } catch {
    // A failed login changes nothing.
  }
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The merchant's RSA modulus (hex) for a scheme; the base query fetches it itself before encrypted calls. */
    getEncryptionKey: build.query<Res<'auth', 'encryptionKey'>, Req<'auth', 'encryptionKey'>>({
      query: (args) => callRequest(C.encryptionKey, args),
    }),
    login: build.mutation<Res<'auth', 'login'>, Req<'auth', 'login'>>({
      query: (args) => callRequest(C.login, args, { device: true }),
      onQueryStarted: (_, { queryFulfilled }) => startFreshSession(queryFulfilled),
    }),
    sendLoginSms: build.mutation<Res<'auth', 'sendLoginSms'>, Req<'auth', 'sendLoginSms'>>({
      query: (args) => callRequest(C.sendLoginSms, args),
    }),
    freePlayLogin: build.mutation<Res<'auth', 'freePlayLogin'>, Req<'auth', 'freePlayLogin'>>({
      query: (args) => callRequest(C.freePlayLogin, args, { headers: { [GATEWAY_VERSION_HEADER]: FREE_PLAY_GATEWAY_VERSION } }),
      onQueryStarted: (_, { queryFulfilled }) => startFreshSession(queryFulfilled),
    }),
    /** A fresh image each fetch: `refetch()` draws a new one (spec §9: at most once a second). */
    getCaptcha: build.query<Res<'auth', 'captcha'>, Req<'auth', 'captcha'>>({
      query: (args) => callRequest(C.captcha, args),
      keepUnusedDataFor: 0,
    }),
    /** A fresh challenge each fetch, like the captcha: `refetch()` draws a new one. */
    getHumanChallenge: build.query<Res<'auth', 'humanChallenge'>, Req<'auth', 'humanChallenge'>>({
      query: (args) => callRequest(C.humanChallenge, args),
      keepUnusedDataFor: 0,
    }),
    answerHumanChallenge: build.mutation<Res<'auth', 'answerHumanChallenge'>, Req<'auth', 'answerHumanChallenge'>>({
      query: (args) => callRequest(C.answerHumanChallenge, args),
    }),
    // The cache goes with the session's end (`@wl/session`), once the token is gone: reset here, with the token still
    // held, the player's mounted parts (the balance) asked again with it and were refused, the session ended.
    logout: build.mutation<Res<'auth', 'logout'>, void>({ query: () => callRequest(C.logout) }),
    register: build.mutation<Res<'auth', 'register'>, Req<'auth', 'register'>>({
      query: (args) => callRequest(C.register, args, { device: true }),
      onQueryStarted: (_, { queryFulfilled }) => startFreshSession(queryFulfilled),
    }),
    registerMobile: build.mutation<Res<'auth', 'registerMobile'>, Req<'auth', 'registerMobile'>>({
      query: (args) => callRequest(C.registerMobile, args, { device: true }),
      onQueryStarted: (_, { queryFulfilled }) => startFreshSession(queryFulfilled),
    }),
    sendRegisterSms: build.mutation<Res<'auth', 'sendRegisterSms'>, Req<'auth', 'sendRegisterSms'>>({
      query: (args) => callRequest(C.sendRegisterSms, args),
    }),
    checkAffiliate: build.query<Res<'auth', 'checkAffiliate'>, Req<'auth', 'checkAffiliate'>>({
      query: (args) => callRequest(C.checkAffiliate, args),
    }),
    changePassword: build.mutation<Res<'auth', 'changePassword'>, Req<'auth', 'changePassword'>>({
      query: (args) => callRequest(C.changePassword, args),
      invalidatesTags: ['LoginInfo'],
    }),
    resetPasswordByEmail: build.mutation<Res<'auth', 'resetPasswordByEmail'>, Req<'auth', 'resetPasswordByEmail'>>({
      query: (args) => callRequest(C.resetPasswordByEmail, args),
    }),
    sendForgotSms: build.mutation<Res<'auth', 'sendForgotSms'>, Req<'auth', 'sendForgotSms'>>({
      query: (args) => callRequest(C.sendForgotSms, args),
    }),
    resetPasswordByPhone: build.mutation<Res<'auth', 'resetPasswordByPhone'>, Req<'auth', 'resetPasswordByPhone'>>({
      query: (args) => callRequest(C.resetPasswordByPhone, args),
    }),
    firstLogin: build.mutation<Res<'auth', 'firstLogin'>, void>({
      query: () => callRequest(C.firstLogin),
      invalidatesTags: ['Member'],
    }),
  }),
});

export const {
  useGetEncryptionKeyQuery,
  useLoginMutation,
  useSendLoginSmsMutation,
  useFreePlayLoginMutation,
  useGetCaptchaQuery,
  useGetHumanChallengeQuery,
  useAnswerHumanChallengeMutation,
  useLogoutMutation,
  useRegisterMutation,
  useRegisterMobileMutation,
  useSendRegisterSmsMutation,
  useCheckAffiliateQuery,
  useLazyCheckAffiliateQuery,
  useChangePasswordMutation,
  useResetPasswordByEmailMutation,
  useSendForgotSmsMutation,
  useResetPasswordByPhoneMutation,
  useFirstLoginMutation,
} = authApi;

/** What the human-verification step is for (spec §7: before login, register and SMS). */
export type VerificationPurpose = Req<'auth', 'humanChallenge'>['purpose'];

/** The new-device check a failed login asks for (where the code went), or null. */
export function loginDeviceCheck(error: unknown): LoginFailure['deviceCheck'] | null {
  return (isApiError(error) && (error.data as Partial<LoginFailure> | undefined)?.deviceCheck) || null;
}

/** Spec §4: a failed login whose response carries the captcha flag shows a captcha input. */
export function loginNeedsCaptcha(error: unknown): boolean {
  return isApiError(error) && (error.data as Partial<LoginFailure> | undefined)?.captchaRequired === true;
}
