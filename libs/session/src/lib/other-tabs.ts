import { selectToken, sessionEnded } from './session-slice';
import type { SessionStore } from './session-store';

/** The site's tabs tell each other of a session that ended (a duplicated tab holds the same one). */
export const SESSION_CHANNEL = 'wl.session';

/**
 * A session ended in one tab (a logout, a self-exclusion, the server's word) ends in the site's other tabs that hold
 * it, so no tab goes on showing a player's balance and name after they logged out on a shared computer. A tab says
 * which session ended by its token, dead by then; a tab of another account is left as it is. Returns the stop.
 */
export function followSessionAcrossTabs(store: SessionStore): () => void {
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  let token = selectToken(store.getState());
  channel.onmessage = ({ data }) => {
    if (data === selectToken(store.getState())) store.dispatch(sessionEnded());
  };
  const unsubscribe = store.subscribe(() => {
    const now = selectToken(store.getState());
    if (token && !now) channel.postMessage(token);
    token = now;
  });
  return () => {
    unsubscribe();
    channel.close();
  };
}
