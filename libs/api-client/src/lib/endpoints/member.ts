import { baseApi } from '../api';
import { callRequest } from '../base-query';
import { CALLS } from '../calls';
import type { Req, Res } from '../contract-types';

const C = CALLS.member;

export const memberApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMemberInfo: build.query<Res<'member', 'info'>, void>({ query: () => callRequest(C.info), providesTags: ['Member'] }),
    getLoginInfo: build.query<Res<'member', 'loginInfo'>, void>({ query: () => callRequest(C.loginInfo), providesTags: ['LoginInfo'] }),
    getMemberIcon: build.query<Res<'member', 'icon'>, void>({ query: () => callRequest(C.icon), providesTags: ['Member'] }),
    getPlayerAvatar: build.query<Res<'member', 'avatar'>, void>({ query: () => callRequest(C.avatar), providesTags: ['Member'] }),
    getUnreadMessages: build.query<Res<'member', 'unreadMessages'>, void>({ query: () => callRequest(C.unreadMessages), providesTags: ['LoginInfo'] }),
    getCustomerServiceUnread: build.query<Res<'member', 'customerServiceUnread'>, void>({ query: () => callRequest(C.customerServiceUnread) }),
    /** Spec §7 getUpdateLanguage: tells the server the player's language. */
    updateLanguage: build.mutation<Res<'member', 'updateLanguage'>, Req<'member', 'updateLanguage'>>({
      query: (args) => callRequest(C.updateLanguage, args),
    }),
    sendFeedback: build.mutation<Res<'member', 'feedback'>, Req<'member', 'feedback'>>({ query: (args) => callRequest(C.feedback, args) }),
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
} = memberApi;
