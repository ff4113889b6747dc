import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { followSessionAcrossTabs, SESSION_CHANNEL } from './other-tabs';
import { selectSessionExpired, selectToken, sessionEnded, sessionExpired, sessionStarted } from './session-slice';
import { createSessionStore } from './session-store';

const A = { token: 'tok-tabs-a-000001', customerType: 0, account: 'player_a', nickname: '', customerId: '1', merchant: 'M1' };
const B = { token: 'tok-tabs-b-000002', customerType: 0, account: 'player_b', nickname: '', customerId: '2', merchant: 'M1' };

/** A tab of the site: its store, which starts from the tab's session storage, as a duplicated tab's does. */
const openTab = () => createSessionStore({ baseUrl: '', merchantCode: 'M1', getLanguage: () => 'EN' });

describe("a session ended in one tab ends in the site's other tabs that hold it", () => {
  it('a logout ends the session in a duplicated tab; a tab of another account stays logged in', async () => {
    const first = openTab();
    first.dispatch(sessionStarted(A));
    const duplicate = openTab();
    const another = openTab();
    another.dispatch(sessionStarted(B));
    const stops = [first, duplicate, another].map(followSessionAcrossTabs);
    expect(selectToken(duplicate.getState())).toBe(A.token);

    first.dispatch(sessionEnded());
    await waitFor(() => expect(selectToken(duplicate.getState())).toBeNull());
    expect(selectToken(another.getState())).toBe(B.token);
    stops.forEach((stop) => stop());
  });

  it('the tabs are told a digest of the ended session, never its token: the server may still honour it', async () => {
    const listener = new BroadcastChannel(SESSION_CHANNEL);
    const heard: unknown[] = [];
    listener.onmessage = ({ data }) => heard.push(data);
    const first = openTab();
    first.dispatch(sessionStarted(A));
    const stop = followSessionAcrossTabs(first);
    first.dispatch(sessionEnded());
    await waitFor(() => expect(heard).toHaveLength(1));
    expect(JSON.stringify(heard)).not.toContain(A.token);
    stop();
    listener.close();
  });

  it.each([
    ['the server’s word ends it as expired there too: the same player is asked back', sessionExpired, true],
    ['a logout ends it as a logout there too, not as an expired session asking the player back', sessionEnded, false],
  ] as const)('a duplicated tab follows how the session ended: %s', async (_how, end, expired) => {
    const first = openTab();
    first.dispatch(sessionStarted(A));
    const duplicate = openTab();
    const stops = [first, duplicate].map(followSessionAcrossTabs);
    first.dispatch(end());
    await waitFor(() => expect(selectToken(duplicate.getState())).toBeNull());
    expect(selectSessionExpired(duplicate.getState())).toBe(expired);
    stops.forEach((stop) => stop());
  });
});
