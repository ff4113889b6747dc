import { baseApi } from '../api';
import { callRequest } from '../base-query';
import { MEMBER_CALLS } from '../calls/member';
import type { Req, Res } from '../contract-types';
import type { InLanguage } from './games';

const C = MEMBER_CALLS;

export const memberApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMemberInfo: build.query<Res<'member', 'info'>, void>({ query: () => callRequest(C.info), providesTags: ['Member'] }),
    getLoginInfo: build.query<Res<'member', 'loginInfo'>, void>({ query: () => callRequest(C.loginInfo), providesTags: ['LoginInfo'] }),
    getMemberIcon: build.query<Res<'member', 'icon'>, void>({ query: () => callRequest(C.icon), providesTags: ['Member'] }),
    getPlayerAvatar: build.query<Res<'member', 'avatar'>, void>({ query: () => callRequest(C.avatar), providesTags: ['Member'] }),
    getUnreadMessages: build.query<Res<'member', 'unreadMessages'>, void>({
      query: () => callRequest(C.unreadMessages),
      providesTags: ['LoginInfo'],
    }),
    getCustomerServiceUnread: build.query<Res<'member', 'customerServiceUnread'>, void>({
      query: () => callRequest(C.customerServiceUnread),
      providesTags: ['LoginInfo'],
    }),
    /** Spec §7 getUpdateLanguage: tells the server the player's language, which the profile holds: it is asked again. */
    updateLanguage: build.mutation<Res<'member', 'updateLanguage'>, Req<'member', 'updateLanguage'>>({
      query: (args) => callRequest(C.updateLanguage, args),
      invalidatesTags: ['Member'],
    }),
    sendFeedback: build.mutation<Res<'member', 'feedback'>, Req<'member', 'feedback'>>({ query: (args) => callRequest(C.feedback, args) }),
    getProfile: build.query<Res<'member', 'profile'>, void>({ query: () => callRequest(C.profile), providesTags: ['Member'] }),
    updateProfile: build.mutation<Res<'member', 'updateProfile'>, Req<'member', 'updateProfile'>>({
      query: (args) => callRequest(C.updateProfile, args),
      invalidatesTags: ['Member'],
    }),
    /** Sets the payment password, or changes it with the old one: encrypted (it writes a password). */
    setPaymentPassword: build.mutation<Res<'member', 'paymentPassword'>, Req<'member', 'paymentPassword'>>({
      query: (args) => callRequest(C.paymentPassword, args),
      invalidatesTags: ['Member'],
    }),
    getStaticAvatars: build.query<Res<'member', 'staticAvatars'>, void>({ query: () => callRequest(C.staticAvatars) }),
    setAvatar: build.mutation<Res<'member', 'setAvatar'>, Req<'member', 'setAvatar'>>({
      query: (args) => callRequest(C.setAvatar, args),
      invalidatesTags: ['Member'],
    }),
    /** Written in the player's language (the `Language` header says it): the language keys the cache, as games' do, and is not sent. */
    getMessages: build.query<Res<'member', 'messages'>, InLanguage<Req<'member', 'messages'>>>({
      query: ({ language: _language, ...args }) => callRequest(C.messages, args),
      providesTags: ['LoginInfo'],
    }),
    /** Marking read changes the header's unread count, held with the login info. */
    readMessages: build.mutation<Res<'member', 'readMessages'>, Req<'member', 'readMessages'>>({
      query: (args) => callRequest(C.readMessages, args),
      invalidatesTags: ['LoginInfo'],
    }),
    getReferral: build.query<Res<'member', 'referral'>, void>({ query: () => callRequest(C.referral), providesTags: ['Member'] }),
    getResponsibleGaming: build.query<Res<'member', 'responsibleGaming'>, void>({
      query: () => callRequest(C.responsibleGaming),
      providesTags: ['Member'],
    }),
    setDepositLimits: build.mutation<Res<'member', 'setDepositLimits'>, Req<'member', 'setDepositLimits'>>({
      query: (args) => callRequest(C.setDepositLimits, args),
      invalidatesTags: ['Member'],
    }),
    setRealityCheck: build.mutation<Res<'member', 'setRealityCheck'>, Req<'member', 'setRealityCheck'>>({
      query: (args) => callRequest(C.setRealityCheck, args),
      invalidatesTags: ['Member'],
    }),
    getVip: build.query<Res<'member', 'vip'>, void>({ query: () => callRequest(C.vip), providesTags: ['Member'] }),
    /** A time-out or self-exclusion: the server ends the session, the site then logs out. */
    exclude: build.mutation<Res<'member', 'exclude'>, Req<'member', 'exclude'>>({ query: (args) => callRequest(C.exclude, args) }),
  }),
});

export const {
  useGetMemberInfoQuery,
  useGetLoginInfoQuery,
  useGetMemberIconQuery,
  useGetPlayerAvatarQuery,
  useGetUnreadMessagesQuery,
  useGetCustomerServiceUnreadQuery,
  useUpdateLanguageMutation,
  useSendFeedbackMutation,
  useGetProfileQuery,
  useUpdateProfileMutation,
  useSetPaymentPasswordMutation,
  useGetStaticAvatarsQuery,
  useSetAvatarMutation,
  useGetMessagesQuery,
  useReadMessagesMutation,
  useGetReferralQuery,
  useGetResponsibleGamingQuery,
  useSetDepositLimitsMutation,
  useSetRealityCheckMutation,
  useExcludeMutation,
  useGetVipQuery,
} = memberApi;

export * from '../member-limits';
export type { DepositLimit, PlatformMessage, Profile, ResponsibleGaming, VipRank } from '../contract/member';
