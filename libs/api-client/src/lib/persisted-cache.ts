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
 * SecurityError): each answer is then asked for again. Not `@wl/i18n`'s `safeSessionStorage`, whose
 * entry point holds the bundler's catalog loader, which plain Node (the sandbox server) cannot run.
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

/** Clears the cached answers of one scope, or all of them. */
export function clearPersistedApiCache(scope?: PersistScope): void {
  const store = storage();
  if (!store) return;
  const prefix = scope ? `${PERSIST_PREFIX}${scope}.` : PERSIST_PREFIX;
  for (const key of Object.keys(store)) if (key.startsWith(prefix)) store.removeItem(key);
}

/**
 * A record of the player's own that the site keeps for a reload beside their stored answers (the deposit last placed,
 * whose pay-in details are not asked for again): it goes with them when the session ends, and after any change, as
 * they do. Not an answer of a call, so the base query neither reads nor writes it.
 */
export const playerRecords = {
  read: (key: string): unknown => {
    const kept = readPersisted({ key, scope: 'player' });
    return kept.hit ? kept.value : undefined;
  },
  write: (key: string, value: unknown): void => writePersisted({ key, scope: 'player' }, value),
  remove: (key: string): void => {
    try {
      storage()?.removeItem(storageKey({ key, scope: 'player' }));
    } catch {
      // Nothing was kept where nothing can be stored.
    }
  },
};
