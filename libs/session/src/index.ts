/**
 * The player's session (spec §3 storage keys, §4 states, §6 roles): the slice, its selectors and
 * the guarded-action seam. Data-access, so every feature can read who is playing; the flows that
 * start and end a session live in `@wl/auth`.
 */
export { passwordChangePending, SESSION_STORAGE_KEYS } from './lib/session-storage';
export {
  SESSION_SLICE,
  sessionSlice,
  initialSessionState,
  sessionStarted,
  sessionEnding,
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
export { GuardedActionContext, useGuardedAction, type GuardedAction } from './lib/guarded-action';
