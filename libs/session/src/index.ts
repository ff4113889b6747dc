/**
 * The player's session (spec §3 storage keys, §4 states, §6 roles): the slice, its selectors and
 * the guarded-action seam. Data-access, so every feature can read who is playing; the flows that
 * start and end a session live in `@wl/auth`.
 */
export {
  TRIAL_CUSTOMER_TYPE,
  AGENT_CUSTOMER_TYPES,
  isTrialAccount,
  isAgentAccount,
  canOpenMemberCenter,
  canOpenAgentCenter,
} from './lib/roles';
export { SESSION_STORAGE_KEYS, readStoredSession, writeStoredSession, clearStoredSession, type StoredSession } from './lib/session-storage';
export {
  SESSION_SLICE,
  sessionSlice,
  sessionPersistence,
  initialSessionState,
  sessionStarted,
  profileLoaded,
  sessionEnded,
  sessionExpired,
  selectSession,
  selectToken,
  selectIsLoggedIn,
  selectSessionExpired,
  selectCustomerType,
  selectIsTrial,
  selectIsAgent,
  selectCanOpenMemberCenter,
  selectCanOpenAgentCenter,
  selectDisplayName,
  type SessionState,
} from './lib/session-slice';
export { createSessionStore, type SessionStore, type SessionStoreOptions, type SiteApiConfig } from './lib/session-store';
export { GuardedActionContext, useGuardedAction, type GuardedAction, type GuardOptions } from './lib/guarded-action';
