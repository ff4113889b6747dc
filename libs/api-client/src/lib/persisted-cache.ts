/**
 * Spec §4: settings, routers, validation rules, wallet, announcements and game vendors are kept in
 * session storage and fetched once per tab. A query opts in with `persist`; the base query reads
 * the stored copy unless RTK Query forces a refetch (invalidation, `refetch()`), and stores each
 * fresh answer. Player-scoped entries (wallet) go when the session ends.
 */
export const PERSIST_PREFIX = 'wl.api.';
export type PersistScope = 'site' | 'player';

export interface PersistOption {
  key: string;
  scope: PersistScope;
}

const storageKey = ({ key, scope }: PersistOption) => `${PERSIST_PREFIX}${scope}.${key}`;
/**
 * None in plain Node, nor where the browser refuses site data (merely reading it throws a
 * SecurityError): each answer is then asked for again. Not `@wl/i18n/storage`'s `safeSessionStorage`, whose
 * stand-in in memory would serve a blocked browser's answers from a store no reload keeps anyway.
 */
const storage = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

export function readPersisted(option: PersistOption): { hit: true; value: unknown } | { hit: false } {
  const text = storage()?.getItem(storageKey(option));
  if (text == null) return { hit: false };
  try {
    return { hit: true, value: JSON.parse(text) };
  } catch {
    return { hit: false };
  }
}

export function writePersisted(option: PersistOption, value: unknown): void {
  try {
    storage()?.setItem(storageKey(option), JSON.stringify(value));
  } catch {
    // A full or disabled storage only costs a refetch next time.
  }
}

/** Where the player's records (`playerRecords`) are kept among the player's stored answers. */
const RECORD_KEY = 'record.';

/**
 * Clears the cached answers of one scope, or all of them. `keepRecords`: the player's records stay (a change of the
 * player's own makes their answers stale, not a deposit they placed).
 */
export function clearPersistedApiCache(scope?: PersistScope, { keepRecords = false } = {}): void {
  const store = storage();
  if (!store) return;
  const prefix = scope ? `${PERSIST_PREFIX}${scope}.` : PERSIST_PREFIX;
  const records = `${PERSIST_PREFIX}player.${RECORD_KEY}`;
  for (const key of Object.keys(store)) if (key.startsWith(prefix) && !(keepRecords && key.startsWith(records))) store.removeItem(key);
}

/**
 * A record of the player's own that the site keeps for a reload beside their stored answers (the deposit last placed,
 * whose pay-in details are not asked for again): it goes with them when the session ends, however it ends. Not after
 * a change, which makes answers stale but not a record: a message marked read must not lose the pay-in details. Not
 * an answer of a call, so the base query neither reads nor writes it.
 */
const recordOption = (key: string): PersistOption => ({ key: `${RECORD_KEY}${key}`, scope: 'player' });
export const playerRecords = {
  read: (key: string): unknown => {
    const kept = readPersisted(recordOption(key));
    return kept.hit ? kept.value : undefined;
  },
  write: (key: string, value: unknown): void => writePersisted(recordOption(key), value),
  remove: (key: string): void => {
    try {
      storage()?.removeItem(storageKey(recordOption(key)));
    } catch {
      // Nothing was kept where nothing can be stored.
    }
  },
};
