/**
 * The player's session (spec §3 storage keys, §4 states, §6 roles): the slice, its selectors and
 * the guarded-action seam. Data-access, so every feature can read who is playing; the flows that
 * start a session live in `@wl/auth`, while ending one (`useEndSession`) is here, as every feature may need it.
 */
export { passwordChangePending, SESSION_STORAGE_KEYS } from './lib/session-storage';
export {
  SESSION_SLICE,
  sessionSlice,
  initialSessionState,
  sessionStarted,
  sessionEnded,
  nicknameKnown,
  selectSession,
  selectToken,
  selectIsLoggedIn,
  selectSessionExpired,
  selectIsTrial,
  selectIsAgent,
  selectCanOpenMemberCenter,
  selectDisplayName,
  type SessionState,
} from './lib/session-slice';
export { useCloseWhenAccountGoes } from './lib/account-bound';
export { createSessionStore, type SessionStore, type SiteApiConfig } from './lib/session-store';
export { followSessionAcrossTabs } from './lib/other-tabs';
export { LOGOUT_WAIT_MS, useEndSession } from './lib/end-session';
export { CHANGE_PASSWORD_MODAL, GuardedActionContext, LOGIN_MODAL, useGuardedAction, type GuardedAction } from './lib/guarded-action';
export { useResumeAfterLogin } from './lib/resume-after-login';
