import { relay, type CallSpec } from './call-spec';

/** The member's own data: info, profile, messages, responsible gaming, VIP (spec §7). */
export const MEMBER_CALLS = {
  info: { method: 'GET', path: '/wps/member/info', token: 'required', answer: 'object' },
  loginInfo: { method: 'GET', path: '/wps/member/loginInfo', token: 'required', answer: 'object' },
  icon: { method: 'GET', path: '/wps/member/info/icon', token: 'required', answer: 'object' },
  avatar: { method: 'GET', path: relay('MCSFE_getPlayerAvatar'), token: 'required', answer: 'object' },
  unreadMessages: { method: 'GET', path: relay('MCSFE_getUnreadMessageV2'), token: 'required', answer: 'object' },
  customerServiceUnread: { method: 'GET', path: relay('CSP_unreadCount'), token: 'required', answer: 'object' },
  updateLanguage: { method: 'PUT', path: '/wps/member/language', token: 'required' },
  feedback: { method: 'POST', path: '/wps/feedback', token: 'optional' },
  profile: { method: 'GET', path: '/wps/member/profile', token: 'required', answer: 'object' },
  updateProfile: { method: 'PUT', path: '/wps/member/profile', token: 'required', answer: 'object' },
  paymentPassword: { method: 'POST', path: '/wps/member/password/payment', token: 'required', encrypted: true, paymentPassword: true },
  staticAvatars: { method: 'GET', path: relay('MCSFE_getStaticAvatars'), token: 'required', answer: 'array' },
  setAvatar: { method: 'PUT', path: relay('MCSFE_updatePlayerAvatar'), token: 'required', answer: 'object' },
  messages: { method: 'GET', path: relay('MCSFE_getMessageListV2'), token: 'required', answer: 'object' },
  readMessages: { method: 'PUT', path: relay('MCSFE_readMessageV2'), token: 'required', answer: 'object' },
  referral: { method: 'GET', path: relay('MCSFE_getReferralInfo'), token: 'required', answer: 'object' },
  responsibleGaming: { method: 'GET', path: '/wps/member/responsibleGaming', token: 'required', answer: 'object' },
  setDepositLimits: { method: 'PUT', path: '/wps/member/responsibleGaming/depositLimits', token: 'required', answer: 'object' },
  setRealityCheck: { method: 'PUT', path: '/wps/member/responsibleGaming/realityCheck', token: 'required', answer: 'object' },
  exclude: { method: 'POST', path: '/wps/member/responsibleGaming/exclusion', token: 'required', encrypted: true, answer: 'object' },
  vip: { method: 'GET', path: '/wps/member/vip', token: 'required', answer: 'object' },
} as const satisfies Record<string, CallSpec>;
