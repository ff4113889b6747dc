import { type CallSpec } from './call-spec';

/** Session, login, registration, verification and passwords (spec §7). */
export const AUTH_CALLS = {
  encryptionKey: { method: 'GET', path: '/wps/session/key/rsa', answer: 'string', hexText: true },
  login: { method: 'POST', path: '/wps/session/login', encrypted: true, answer: 'object' },
  sendLoginSms: { method: 'POST', path: '/wps/verification/sms/noLogin', answer: 'object' },
  freePlayLogin: { method: 'POST', path: '/wps/session/login/freeplay', encrypted: true, answer: 'object' },
  captcha: { method: 'GET', path: '/wps/captcha', answer: 'string' },
  humanChallenge: { method: 'GET', path: '/wps/verification/challenge', answer: 'object' },
  answerHumanChallenge: { method: 'POST', path: '/wps/verification/challenge/answer', answer: 'object' },
  logout: { method: 'POST', path: '/wps/session/logout', token: 'required' },
  register: { method: 'PUT', path: '/wps/member/register', encrypted: true, answer: 'object' },
  registerMobile: { method: 'PUT', path: '/wps/member/register/mobile', encrypted: true, answer: 'object' },
  sendRegisterSms: { method: 'POST', path: '/wps/verification/sms/register', answer: 'object' },
  checkAffiliate: { method: 'GET', path: '/wps/agent/affiliate', answer: 'object' },
  changePassword: { method: 'POST', path: '/wps/member/password', token: 'required', encrypted: true },
  resetPasswordByEmail: { method: 'POST', path: '/wps/member/password/email', form: true },
  sendForgotSms: { method: 'POST', path: '/wps/verification/sms/forgot', answer: 'object' },
  resetPasswordByPhone: { method: 'POST', path: '/wps/member/password/verification', encrypted: true, answer: 'object' },
  firstLogin: { method: 'POST', path: '/wps/member/firstLogin', token: 'required' },
} as const satisfies Record<string, CallSpec>;
