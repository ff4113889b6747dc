/** Session, login, SMS, captcha, free trial, register, password flows, guards and roles. */
export { SESSION_STORAGE_KEYS, readStoredSession, clearStoredSession, type StoredSession } from './lib/session/session-storage';
export {
  TRIAL_CUSTOMER_TYPE,
  AGENT_CUSTOMER_TYPES,
  isTrialAccount,
  isAgentAccount,
  canOpenMemberCenter,
  canOpenAgentCenter,
} from './lib/session/roles';
export {
  SESSION_SLICE,
  sessionSlice,
  sessionPersistence,
  initialSessionState,
  sessionStarted,
  profileLoaded,
  sessionEnded,
  selectSession,
  selectToken,
  selectIsLoggedIn,
  selectCustomerType,
  selectIsTrial,
  selectIsAgent,
  selectCanOpenMemberCenter,
  selectCanOpenAgentCenter,
  selectDisplayName,
  type SessionState,
} from './lib/session/session-slice';
export { LOGIN_PATH, PUBLIC_PATHS, routeNeedsSession, RequireSession } from './lib/guards/route-guard';
export { useRequireLogin, type GuardOptions } from './lib/guards/use-require-login';
export { AUTH_MODALS } from './lib/modals/auth-modal-ids';
export { authModals } from './lib/modals/auth-modals';
export { InlineLoginForm } from './lib/login/inline-login-form';
// Account flows (issue 6). The flows themselves are the auth modals' bodies and load with them;
// only what the site needs on every page is exported here.
export { useResumeForcedPasswordChange } from './lib/flows/change-password/resume-forced-change';
export { SERVICE_CHANNELS, VIP_SERVICE_ABOVE_RANK, serviceChannelFor, useServiceChannel, type ServiceChannel } from './lib/flows/roles/service-channel';
