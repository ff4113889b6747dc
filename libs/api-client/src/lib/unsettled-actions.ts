/** One unanswered action: a digest of the input it was sent with, the key it went under, and when it was made. */
export interface UnsettledAction {
  input?: unknown;
  key?: unknown;
  at?: unknown;
}

/**
 * Where the tab keeps the keys of the player's unanswered actions (`useActionKey`), beside the session's keys: not
 * among the stored answers (`wl.api.*`), which a login or an expired session clears though the same player may come
 * back to the same action. Only the session's end, or another account's login, forgets them (`forgetUnsettledActions`).
 */
export const UNSETTLED_STORAGE_ITEM = 'wl.unsettledActions';

/** Whose keys they are: a reload forgets whose session expired, and the same player's login must keep them. */
const OWNER_ITEM = 'wl.unsettledActionsOf';

/** What the tab holds in memory, read from its storage at the first use after a load (`useActionKey`). */
export const unsettled: { actions?: Record<string, UnsettledAction | undefined> } = {};

/**
 * The session's end (no account): the next player in the tab starts with no key of the last one's. A login: another
 * account's forgets them, and the same player's, back after an expired session and a reload, keeps them. A module of
 * its own, so the session's start holds this and not the keys' rules, which only the money forms use.
 */
export function forgetUnsettledActions(account?: string): void {
  try {
    const owner = sessionStorage.getItem(OWNER_ITEM);
    if (account === undefined) sessionStorage.removeItem(OWNER_ITEM);
    else sessionStorage.setItem(OWNER_ITEM, account);
    if (owner === account) return;
    sessionStorage.removeItem(UNSETTLED_STORAGE_ITEM);
  } catch {
    // Nothing was kept where nothing can be stored: memory alone is forgotten.
  }
  unsettled.actions = {};
}
