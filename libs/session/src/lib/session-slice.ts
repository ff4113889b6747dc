import { createSlice, type Middleware, type PayloadAction } from '@reduxjs/toolkit';
import { baseApi, clearPersistedApiCache, forgetUnsettledActions, PLAYER_TAGS } from '@wl/api-client';
import { canOpenAgentCenter, canOpenMemberCenter, isAgentAccount, isTrialAccount } from './roles';
import { clearStoredSession, readStoredSession, writeStoredSession, type StoredSession } from './session-storage';

/**
 * A guest whose session the server ended mid-visit is `expired`: the site asks them to log in again, and
 * remembers whose data the page still holds (`expiredAccount`) until then.
 */
export type SessionState =
  | { status: 'guest'; expired?: boolean; expiredAccount?: string }
  // `ending`: the player is ending it (`sessionEnding`), so the server's word that it is gone is no news.
  | ({ status: 'loggedIn'; ending?: boolean } & StoredSession);

export const SESSION_SLICE = 'session';

/** The store's starting session: whatever the tab holds (a reload keeps the player logged in). */
export function initialSessionState(storage?: Storage): SessionState {
  const stored = readStoredSession(storage);
  return stored ? { status: 'loggedIn', ...stored } : { status: 'guest' };
}

export const sessionSlice = createSlice({
  name: SESSION_SLICE,
  initialState: (): SessionState => ({ status: 'guest' }),
  reducers: {
    /** A login, register or free trial succeeded (the auth flows dispatch this). */
    sessionStarted: (_state, action: PayloadAction<StoredSession>): SessionState => ({ status: 'loggedIn', ...action.payload }),
    /** The server told the player's nickname (member info, profile): the name the header shows. */
    nicknameKnown: (state, action: PayloadAction<string>) => {
      if (state.status === 'loggedIn') state.nickname = action.payload;
    },
    /** The player is ending the session (a logout, a self-exclusion, a break): its logout call is on its way. */
    sessionEnding: (state) => {
      if (state.status === 'loggedIn') state.ending = true;
    },
    /** Logout. */
    sessionEnded: (): SessionState => ({ status: 'guest' }),
    /**
     * The server said the session is gone (`login.not.session`): ended as by a logout, and marked so the login
     * popup opens. Not while the player ends it: a self-exclusion ends it on the server first, and its logout
     * call hears so; asking the player to log in again then would be wrong, and refused.
     */
    sessionExpired: (state): SessionState =>
      state.status !== 'loggedIn'
        ? state
        : state.ending
          ? { status: 'guest' }
          : { status: 'guest', expired: true, expiredAccount: state.account },
  },
});

export const { sessionStarted, nicknameKnown, sessionEnding, sessionEnded, sessionExpired } = sessionSlice.actions;

/**
 * Keeps sessionStorage in step with the slice, so the token the api-client sends and the one the
 * store shows are the same. The API cache follows the session once its token has changed: an ended
 * one leaves nothing (a refresh sent between the logout call and this end included); a new one
 * refreshes the player's data now that its token is in place (a refresh sent before would go without
 * it and end the new session), and drops another account's, kept on screen since its session expired.
 * A plain middleware, not RTK's listener middleware: for this one listener that cost 1.7 KB gzip of
 * the start.
 */
export const sessionPersistence: Middleware<object, WithSession> = (api) => (next) => (action) => {
  const before = api.getState()[SESSION_SLICE];
  const result = next(action);
  if (!(sessionStarted.match(action) || nicknameKnown.match(action) || sessionEnded.match(action) || sessionExpired.match(action)))
    return result;
  const state = api.getState()[SESSION_SLICE];
  try {
    if (state.status === 'loggedIn') {
      const { status: _status, ending: _ending, ...session } = state;
      writeStoredSession(session);
    } else {
      clearStoredSession();
    }
  } catch {
    // A tab that cannot store (a full or locked-down storage) keeps the session in memory until a reload.
  }
  if (sessionEnded.match(action)) {
    // The player's stored answers and records (a deposit's pay-in details) go with the session, however it ends, and
    // so do the keys of their actions still unanswered.
    clearPersistedApiCache('player');
    forgetUnsettledActions();
    api.dispatch(baseApi.util.resetApiState());
  }
  if (sessionStarted.match(action)) {
    const previous = before.status === 'loggedIn' ? before.account : before.expiredAccount;
    if (previous !== action.payload.account) forgetUnsettledActions(action.payload.account);
    api.dispatch(
      previous !== undefined && previous !== action.payload.account
        ? baseApi.util.resetApiState()
        : baseApi.util.invalidateTags([...PLAYER_TAGS]),
    );
  }
  return result;
};

interface WithSession {
  [SESSION_SLICE]: SessionState;
}

export const selectSession = (state: WithSession): SessionState => state[SESSION_SLICE];
export const selectToken = (state: WithSession): string | null => {
  const session = state[SESSION_SLICE];
  return session.status === 'loggedIn' ? session.token : null;
};
export const selectIsLoggedIn = (state: WithSession): boolean => selectToken(state) !== null;
/** The session ended by the server mid-visit, and the player has not logged in again yet. */
export const selectSessionExpired = (state: WithSession): boolean => {
  const session = state[SESSION_SLICE];
  return session.status === 'guest' && session.expired === true;
};
export const selectCustomerType = (state: WithSession): number | null => {
  const session = state[SESSION_SLICE];
  return session.status === 'loggedIn' ? session.customerType : null;
};
export const selectIsTrial = (state: WithSession): boolean => isTrialAccount(selectCustomerType(state));
export const selectIsAgent = (state: WithSession): boolean => isAgentAccount(selectCustomerType(state));
export const selectCanOpenMemberCenter = (state: WithSession): boolean =>
  canOpenMemberCenter(selectToken(state), selectCustomerType(state));
export const selectCanOpenAgentCenter = (state: WithSession): boolean => canOpenAgentCenter(selectToken(state), selectCustomerType(state));
/**
 * Whose data the screen holds: the logged-in account, or the one whose session the server ended while the login
 * popup asks it to log in again (its data stays until that popup goes without a login); null for a guest.
 */
export const selectAccountOnScreen = (state: WithSession): string | null => {
  const session = state[SESSION_SLICE];
  if (session.status === 'loggedIn') return session.account;
  return session.expired ? (session.expiredAccount ?? null) : null;
};
/** The name the header shows: the nickname when the player set one, else the account. */
export const selectDisplayName = (state: WithSession): string => {
  const session = state[SESSION_SLICE];
  return session.status === 'loggedIn' ? session.nickname || session.account : '';
};
