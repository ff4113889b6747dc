let inMemory: Storage | undefined;

/**
 * The tab's session storage or, where the browser refuses it (site data blocked: merely reading
 * `window.sessionStorage` throws a SecurityError), a stand-in kept in memory until a reload, so the
 * site still starts. The language store, the session and the site's start all use it; it lives in
 * `@wl/i18n` because it is a util library, which the session (data-access) may import but not the reverse.
 */
export function safeSessionStorage(): Storage {
  try {
    // Firefox with DOM storage turned off answers null rather than throwing.
    if (window.sessionStorage) return window.sessionStorage;
  } catch {
    // Refused: the stand-in below.
  }
  return (inMemory ??= memoryStorage());
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
