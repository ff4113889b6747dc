type StorageKind = 'sessionStorage' | 'localStorage';
const standIns: Partial<Record<StorageKind, Storage>> = {};
const forgiving = new WeakMap<Storage, Storage>();

/**
 * The tab's storage (a write that does not fit is kept in memory) or, where the browser refuses it (site data blocked: merely reading
 * `window.sessionStorage` throws a SecurityError), a stand-in kept in memory until a reload, so the
 * site still starts and works. It lives in `@wl/i18n` because that is a util library, which the
 * session (data-access) and the feature libraries may import.
 */
function safeStorage(kind: StorageKind): Storage {
  try {
    // Firefox with DOM storage turned off answers null rather than throwing.
    const storage = window[kind];
    if (storage) return forgivingOf(storage);
  } catch {
    // Refused: the stand-in below.
  }
  return (standIns[kind] ??= memoryStorage());
}

/** The tab's session storage, or its stand-in in memory (see `safeStorage`). */
export const safeSessionStorage = (): Storage => safeStorage('sessionStorage');
/** The browser's local storage, or a stand-in in memory (see `safeStorage`). */
export const safeLocalStorage = (): Storage => safeStorage('localStorage');

/**
 * The browser's storage, except that a write it refuses (full: QuotaExceededError) is kept in memory
 * instead of thrown, so a language switch or a login goes on, and what the tab reads back (a forced
 * password change pending) holds until a reload.
 */
function forgivingOf(storage: Storage): Storage {
  let wrapped = forgiving.get(storage);
  if (!wrapped) {
    const unstored = new Map<string, string>();
    wrapped = {
      get length() {
        return storage.length;
      },
      key: (index) => storage.key(index),
      getItem: (key) => unstored.get(key) ?? storage.getItem(key),
      setItem: (key, value) => {
        try {
          storage.setItem(key, value);
          unstored.delete(key);
        } catch {
          unstored.set(key, String(value));
        }
      },
      removeItem: (key) => {
        unstored.delete(key);
        storage.removeItem(key);
      },
      clear: () => {
        unstored.clear();
        storage.clear();
      },
    };
    forgiving.set(storage, wrapped);
  }
  return wrapped;
}

function memoryStorage(items = new Map<string, string>()): Storage {
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => items.set(key, String(value)),
    removeItem: (key) => items.delete(key),
    clear: () => items.clear(),
  };
}
