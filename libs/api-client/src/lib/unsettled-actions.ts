/** One unanswered action: a digest of the input it was sent with, and the key it went under. */
export interface UnsettledAction {
  input?: unknown;
  key?: unknown;
}

/**
 * Where the tab keeps the keys of the player's unanswered actions (`useActionKey`), beside the session's keys: not
 * among the stored answers (`wl.api.*`), which a login or an expired session clears though the same player may come
 * back to the same action. Only the session's end, or another account's login, forgets them (`forgetUnsettledActions`).
 */
export const UNSETTLED_STORAGE_ITEM = 'wl.unsettledActions';

/** What the tab holds in memory, read from its storage at the first use after a load (`useActionKey`). */
export const unsettled: { actions?: Record<string, UnsettledAction | undefined> } = {};

/**
 * The session's end: the next player in the tab starts with no key of the last one's. A module of its own, so the
 * session's start holds this and not the keys' rules, which only the money forms use.
 */
export function forgetUnsettledActions(): void {
  unsettled.actions = {};
  try {
    sessionStorage.removeItem(UNSETTLED_STORAGE_ITEM);
  } catch {
    // Nothing was kept where nothing can be stored.
  }
}
