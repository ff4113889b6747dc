import type { LanguageCode } from './languages';
import { safeSessionStorage } from './safe-storage';

/** Spec §3 session storage keys: the chosen language and the one it replaced. */
export const LANGUAGE_STORAGE_KEY = 'lang';
export const PREVIOUS_LANGUAGE_STORAGE_KEY = 'hisLang';

export type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

export type LanguageListener = (language: LanguageCode, previous: LanguageCode) => void;

/**
 * The site's current language, outside React so that code which is not a component (the API
 * client's `Language` header, a refetch on change) reads the same value the page renders.
 */
export interface LanguageStore {
  /** The brand's languages, in the brand's order. */
  readonly languages: readonly LanguageCode[];
  getLanguage: () => LanguageCode;
  /** Switches to one of the brand's languages and remembers it; other codes are ignored. */
  setLanguage: (language: LanguageCode) => void;
  /** Calls `listener` after each switch; returns the unsubscribe function. */
  subscribe: (listener: LanguageListener) => () => void;
}

export interface LanguageStoreOptions {
  defaultLanguage: LanguageCode;
  supportedLanguages: readonly LanguageCode[];
  /** Where the choice persists; the tab's session storage (`safeSessionStorage`) unless a story or test says otherwise. */
  storage?: LanguageStorage;
}

export function createLanguageStore({
  defaultLanguage,
  supportedLanguages,
  storage = safeSessionStorage(),
}: LanguageStoreOptions): LanguageStore {
  const offers = (code: string | null): code is LanguageCode => code !== null && (supportedLanguages as readonly string[]).includes(code);
  const stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  let current: LanguageCode = offers(stored) ? stored : defaultLanguage;
  const listeners = new Set<LanguageListener>();

  return {
    languages: supportedLanguages,
    getLanguage: () => current,
    setLanguage: (next) => {
      if (next === current || !offers(next)) return;
      const previous = current;
      storage.setItem(PREVIOUS_LANGUAGE_STORAGE_KEY, previous);
      storage.setItem(LANGUAGE_STORAGE_KEY, next);
      current = next;
      listeners.forEach((listener) => listener(next, previous));
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
