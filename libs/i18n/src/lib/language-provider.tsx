import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { I18nProvider, type Scheduler } from './i18n-provider';
import type { LanguageCode } from './languages';
import type { LanguageStore } from './language-store';

const LanguageContext = createContext<LanguageStore | null>(null);

interface LanguageProviderProps {
  store: LanguageStore;
  children: ReactNode;
  /** Shown until the first catalog arrives. */
  fallback?: ReactNode;
  /** When the rest of the catalog is fetched ahead of the chunks that read it; at once by default. */
  prefetchRest?: Scheduler;
}

/** Renders the page in the store's language and re-renders it in place when the language changes. */
export function LanguageProvider({ store, children, fallback, prefetchRest }: LanguageProviderProps) {
  const language = useSyncExternalStore(store.subscribe, store.getLanguage);
  return (
    <LanguageContext.Provider value={store}>
      <I18nProvider language={language} fallback={fallback} prefetchRest={prefetchRest}>
        {children}
      </I18nProvider>
    </LanguageContext.Provider>
  );
}

export interface LanguageState {
  language: LanguageCode;
  languages: readonly LanguageCode[];
  setLanguage: (language: LanguageCode) => void;
}

/** The current language, the brand's languages and the switch; only code under `LanguageProvider` may ask. */
export function useLanguage(): LanguageState {
  const store = useContext(LanguageContext);
  if (!store) throw new Error('useLanguage() needs a <LanguageProvider> above it');
  const language = useSyncExternalStore(store.subscribe, store.getLanguage);
  return useMemo(() => ({ language, languages: store.languages, setLanguage: store.setLanguage }), [language, store]);
}
