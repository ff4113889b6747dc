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
