import { selectSessionExpired, selectToken, sessionEnded, sessionExpired } from './session-slice';
import type { SessionStore } from './session-store';

/** The site's tabs tell each other of a session that ended (a duplicated tab holds the same one). */
export const SESSION_CHANNEL = 'wl.session';

/**
 * A session that ended in a tab: its token's SHA-256, and whether the server ended it (not the player). Not the token:
 * a logout that the server did not answer in time ends the session here while the server may still honour it, and any
 * page of the origin may listen on the channel.
 */
interface SessionEnd {
  mark: string;
  expired: boolean;
}

/** A token's SHA-256 in hex; none where the browser offers no digest (a page not served over https). */
async function markOf(token: string): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  const digest = new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
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
  channel.onmessage = async ({ data }: MessageEvent<SessionEnd>) => {
    const held = selectToken(store.getState());
    if (!held || data.mark !== (await markOf(held))) return;
    // Still the session the mark named: it may have ended here meanwhile, or another begun.
    if (selectToken(store.getState()) === held) store.dispatch(data.expired ? sessionExpired() : sessionEnded());
  };
  let closed = false;
  const unsubscribe = store.subscribe(() => {
    const now = selectToken(store.getState());
    if (token && !now) {
      const expired = selectSessionExpired(store.getState());
      // The digest takes a moment: a channel closed meanwhile refuses the post.
      void markOf(token).then((mark) => {
        if (mark && !closed) channel.postMessage({ mark, expired } satisfies SessionEnd);
      });
    }
    token = now;
  });
  return () => {
    closed = true;
    unsubscribe();
    channel.close();
  };
}
