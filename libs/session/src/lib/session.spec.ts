import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import { baseApi } from '@wl/api-client';
import { canOpenAgentCenter, canOpenMemberCenter, isAgentAccount, isTrialAccount } from './roles';
import {
  initialSessionState,
  selectCanOpenAgentCenter,
  selectCanOpenMemberCenter,
  selectDisplayName,
  selectSessionExpired,
  selectToken,
  sessionEnded,
  sessionExpired,
  sessionPersistence,
  sessionSlice,
  sessionStarted,
} from './session-slice';
import { SESSION_STORAGE_KEYS, clearStoredSession, readStoredSession } from './session-storage';

const member = { token: 'tok-member-0001', customerType: 0, account: 'lucky01', nickname: '', customerId: '7', merchant: 'LH001' };

function storeFrom(preloaded = initialSessionState()) {
  return configureStore({
    reducer: { session: sessionSlice.reducer },
    preloadedState: { session: preloaded },
    middleware: (getDefault) => getDefault().prepend(sessionPersistence),
  });
}

describe('roles (spec §4, §6)', () => {
  it('customer type 4 is a trial account, nothing else is', () => {
    expect(isTrialAccount(4)).toBe(true);
    expect([0, 1, 2, 41, 42, null].map(isTrialAccount)).toEqual([false, false, false, false, false, false]);
  });

  it('customer types 1, 2, 41 and 42 are agents', () => {
    expect([1, 2, 41, 42].map(isAgentAccount)).toEqual([true, true, true, true]);
    expect([0, 3, 4, 40, 43, null].map(isAgentAccount)).toEqual([false, false, false, false, false, false]);
  });

  it('the member center needs a token and a customer type that is not 4', () => {
    expect(canOpenMemberCenter('tok', 0)).toBe(true);
    expect(canOpenMemberCenter('tok', 1)).toBe(true);
    expect(canOpenMemberCenter('tok', 4)).toBe(false);
    expect(canOpenMemberCenter(null, 0)).toBe(false);
  });

  it('the agent center opens only for agents with a token', () => {
    expect(canOpenAgentCenter('tok', 41)).toBe(true);
    expect(canOpenAgentCenter('tok', 0)).toBe(false);
    expect(canOpenAgentCenter('tok', 4)).toBe(false);
    expect(canOpenAgentCenter(null, 1)).toBe(false);
  });
});

describe('the session in sessionStorage (spec §3 keys)', () => {
  it('a started session is written under token and isAgent and survives a reload', () => {
    storeFrom().dispatch(sessionStarted(member));
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.token)).toBe('tok-member-0001');
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.isAgent)).toBe('0');
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.account)).toBe('lucky01');
    const reloaded = storeFrom();
    expect(selectToken(reloaded.getState())).toBe('tok-member-0001');
    expect(selectDisplayName(reloaded.getState())).toBe('lucky01');
  });

  it('an ended session clears every player key but keeps the language', () => {
    const store = storeFrom();
    store.dispatch(sessionStarted(member));
    sessionStorage.setItem(SESSION_STORAGE_KEYS.cpw, '1');
    // A forced password change left pending would hold the next login in this tab to it.
    sessionStorage.setItem(SESSION_STORAGE_KEYS.changePassword, '1');
    sessionStorage.setItem(SESSION_STORAGE_KEYS.lang, 'EN');
    store.dispatch(sessionEnded());
    for (const key of ['token', 'isAgent', 'account', 'merchant', 'nickname', 'customerId', 'changePassword', 'cpw']) {
      expect(sessionStorage.getItem(key)).toBeNull();
    }
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.lang)).toBe('EN');
    expect(selectToken(store.getState())).toBeNull();
  });

  it('a session the server ends (login.not.session) clears like a logout and is marked for a new login; a guest is left alone', () => {
    const store = storeFrom();
    store.dispatch(sessionStarted(member));
    store.dispatch(sessionExpired());
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.token)).toBeNull();
    expect(selectSessionExpired(store.getState())).toBe(true);
    store.dispatch(sessionStarted(member));
    expect(selectSessionExpired(store.getState())).toBe(false);
    // A guest's call refused for want of a session is no expiry: no login popup for it.
    const guest = storeFrom({ status: 'guest' });
    guest.dispatch(sessionExpired());
    expect(selectSessionExpired(guest.getState())).toBe(false);
  });

  it('a tab whose storage refuses the session keeps the player logged in until a reload, and the cache still follows', () => {
    const cacheActions: string[] = [];
    const recordCache: Middleware = () => (next) => (action) => {
      if (baseApi.util.invalidateTags.match(action)) cacheActions.push('refresh');
      if (baseApi.util.resetApiState.match(action)) cacheActions.push('reset');
      return next(action);
    };
    const store = configureStore({
      reducer: { session: sessionSlice.reducer },
      middleware: (getDefault) => getDefault().prepend(sessionPersistence).concat(recordCache),
    });
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(() => store.dispatch(sessionStarted(member))).not.toThrow();
    } finally {
      refuse.mockRestore();
    }
    expect(selectToken(store.getState())).toBe('tok-member-0001');
    // What did not fit is kept for the tab, outside the storage the next test starts from: forget it.
    clearStoredSession();
    // The player's data is asked again with the new token, as after any login.
    expect(cacheActions).toEqual(['refresh']);
  });

  it('a token without a customer type is no session', () => {
    sessionStorage.setItem('token', 'tok-half');
    expect(readStoredSession()).toBeNull();
    sessionStorage.setItem('isAgent', '4');
    expect(readStoredSession()).toMatchObject({ token: 'tok-half', customerType: 4 });
    clearStoredSession();
    expect(readStoredSession()).toBeNull();
  });

  it('selectors gate the centers by the stored customer type', () => {
    const agent = storeFrom({ status: 'loggedIn', ...member, customerType: 2 });
    expect(selectCanOpenAgentCenter(agent.getState())).toBe(true);
    const trial = storeFrom({ status: 'loggedIn', ...member, customerType: 4 });
    expect(selectCanOpenMemberCenter(trial.getState())).toBe(false);
    expect(selectCanOpenAgentCenter(trial.getState())).toBe(false);
  });
});
