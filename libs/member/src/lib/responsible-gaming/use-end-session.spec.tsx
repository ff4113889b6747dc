import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALLS, EXCLUSION_DAYS, memberApi, PERSIST_PREFIX, walletApi } from '@wl/api-client';
import { LOGOUT_WAIT_MS, selectIsLoggedIn, selectSessionExpired, SESSION_STORAGE_KEYS, useEndSession } from '@wl/session';
import { serveSandbox } from '@wl/testing/vitest';
import { renderAs, renderAsNewPlayer } from '../../testing/member-session';

const sandbox = serveSandbox();

function EndSession() {
  const endSession = useEndSession();
  return <button onClick={() => void endSession()}>End session</button>;
}

const playerCache = () => Object.keys(sessionStorage).filter((key) => key.startsWith(`${PERSIST_PREFIX}player.`));

afterEach(() => vi.useRealTimers());

describe('the session ends here within LOGOUT_WAIT_MS even if the server never answers the logout call (spec §4)', () => {
  it('waits for the server up to LOGOUT_WAIT_MS, then ends the session and drops the player’s cached data anyway', async () => {
    const { store } = await renderAs('member', <EndSession />);
    const end = await screen.findByRole('button', { name: 'End session' });
    await store.dispatch(walletApi.endpoints.getBalance.initiate()).unwrap();
    expect(playerCache()).not.toEqual([]);
    // The server takes the call and never answers.
    sandbox.server.use(http.post(`*${CALLS.auth.logout.path}`, () => new Promise<never>(() => undefined)));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    fireEvent.click(end);
    await act(() => vi.advanceTimersByTimeAsync(LOGOUT_WAIT_MS - 1));
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.token)).toBeNull();
    expect(playerCache()).toEqual([]);
  });
});

describe('a session the player ends is ended, not expired', () => {
  it('after a self-exclusion, which ends it on the server first, the logout’s "session gone" answer asks no one to log in again', async () => {
    const { store } = await renderAsNewPlayer('excluded01', <EndSession />);
    const end = await screen.findByRole('button', { name: 'End session' });
    let expired = false;
    store.subscribe(() => {
      expired ||= selectSessionExpired(store.getState());
    });
    await store
      .dispatch(memberApi.endpoints.exclude.initiate({ kind: 'SELF_EXCLUSION', days: EXCLUSION_DAYS.SELF_EXCLUSION.min }))
      .unwrap();
    fireEvent.click(end);
    await waitFor(() => expect(selectIsLoggedIn(store.getState())).toBe(false));
    expect(expired).toBe(false);
  });
});
