import { selectSessionExpired, selectToken, sessionEnded, sessionExpired } from './session-slice';
import type { SessionStore } from './session-store';

/** The site's tabs tell each other of a session that ended (a duplicated tab holds the same one). */
export const SESSION_CHANNEL = 'wl.session';

/** A session that ended in a tab: its token, dead by then, and whether the server ended it (not the player). */
interface SessionEnd {
  token: string;
  expired: boolean;
}

/**
 * A session ended in one tab ends in the site's other tabs that hold it, as it ended there: a logout (or a
 * self-exclusion, a break) as a logout, so no tab goes on showing a player's balance and name after they logged out
 * on a shared computer; the server's word as an expired session, whose login popup asks for the same player again and
 * keeps the keys of their unanswered money actions. A tab of another account is left as it is. Returns the stop.
 */
export function followSessionAcrossTabs(store: SessionStore): () => void {
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  let token = selectToken(store.getState());
  channel.onmessage = ({ data }: MessageEvent<SessionEnd>) => {
    if (data.token === selectToken(store.getState())) store.dispatch(data.expired ? sessionExpired() : sessionEnded());
  };
  const unsubscribe = store.subscribe(() => {
    const now = selectToken(store.getState());
    if (token && !now) channel.postMessage({ token, expired: selectSessionExpired(store.getState()) } satisfies SessionEnd);
    token = now;
  });
  return () => {
    unsubscribe();
    channel.close();
  };
}
