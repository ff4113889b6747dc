import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { loadCatalog, loadedCatalog } from './catalogs';
import type { LanguageCode } from './languages';
import { directionOf, LOCALE_BY_LANGUAGE } from './locales';

interface I18nProviderProps {
  language: LanguageCode;
  children: ReactNode;
  /** Shown until the first catalog arrives; later switches keep the old text until the new one is in. */
  fallback?: ReactNode;
}

/** react-intl with the language's lazily loaded catalog; keeps `<html lang dir>` in step. */
export function I18nProvider({ language, children, fallback = null }: I18nProviderProps) {
  // The last language whose catalog arrived: shown while a newly chosen one loads, so the page stays.
  const [ready, setReady] = useState<LanguageCode | null>(() => (loadedCatalog(language) ? language : null));
  // A catalog already downloaded renders at once.
  const shownLanguage = loadedCatalog(language) ? language : ready;
  const messages = shownLanguage ? loadedCatalog(shownLanguage) : undefined;

  useEffect(() => {
    let current = true;
    loadCatalog(language).then(() => current && setReady(language));
    return () => {
      current = false;
    };
  }, [language]);

  // Before paint, so the new text never shows under the old language's `lang` and `dir`.
  useLayoutEffect(() => {
    if (!shownLanguage) return;
    document.documentElement.lang = LOCALE_BY_LANGUAGE[shownLanguage];
    document.documentElement.dir = directionOf(shownLanguage);
  }, [shownLanguage]);

  if (!shownLanguage || !messages) return fallback;
  return (
    <IntlProvider locale={LOCALE_BY_LANGUAGE[shownLanguage]} messages={messages} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}
