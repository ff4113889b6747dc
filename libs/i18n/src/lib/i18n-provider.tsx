import { createContext, startTransition, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { isCatalogComplete, loadCatalog, loadCatalogShell, loadedCatalog } from './catalogs';
import { catalogLanguageFor, type LanguageCode } from './languages';
import { directionOf, LOCALE_BY_LANGUAGE, type Direction } from './locales';

/** Runs a task at some later moment; returns the cancel. */
export type Scheduler = (task: () => void) => () => void;

/** The default `prefetchRest`: right after the render that showed the shell part. */
const atOnce: Scheduler = (task) => {
  task();
  return () => undefined;
};

interface I18nProviderProps {
  language: LanguageCode;
  children: ReactNode;
  /** Shown until the first catalog arrives; later switches keep the old text until the new one is in. */
  fallback?: ReactNode;
  /**
   * When the rest of the catalog on screen is fetched ahead of the chunks that read it. The site
   * passes its "after the first screen is up", so the fetch never competes with the first screen's
   * own requests (`docs/decisions.md`, Delivery).
   */
  prefetchRest?: Scheduler;
}

/**
 * A catalog that failed to load is asked for again after this long: without one there is no text to
 * say anything with, so the startup keeps its loading state and tries again rather than stopping.
 */
export const CATALOG_RETRY_MS = 2000;

/** Settles after `CATALOG_RETRY_MS`: the wait before a failed catalog is asked for again. */
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, CATALOG_RETRY_MS));

/**
 * Text in a direction of its own. A language without a catalog of its own reads another's words (EN
 * for AR, FA and UR); in a page of the other direction, an English sentence would take the page's, and
 * show its punctuation at the wrong end ("?Forgot password"). Each message is then isolated in the
 * direction of the words it shows.
 */
const TEXT_IN: Record<Direction, (props: { children?: ReactNode }) => ReactNode> = {
  ltr: ({ children }) => <span dir="ltr">{children}</span>,
  rtl: ({ children }) => <span dir="rtl">{children}</span>,
};

/** The language on screen, for `WithFullCatalog`. */
const ShownLanguageContext = createContext<LanguageCode | null>(null);

/**
 * The language on screen: the one chosen, but the last one while a newly chosen one's catalog loads (tried again
 * every `CATALOG_RETRY_MS` should it fail); null before the first.
 */
export const useShownLanguage = () => useContext(ShownLanguageContext);

/**
 * react-intl with the language's lazily loaded catalog; keeps `<html lang dir>` in step. The first
 * screen renders as soon as the catalog's shell part is in; the rest follows once it is up.
 */
export function I18nProvider({ language, children, fallback = null, prefetchRest = atOnce }: I18nProviderProps) {
  // The last language whose catalog arrived: shown while a newly chosen one loads, so the page stays.
  const [ready, setReady] = useState<LanguageCode | null>(() => (loadedCatalog(language) ? language : null));
  const firstScreen = ready === null;
  // A catalog already downloaded renders at once; a switch replaces a page that may read any
  // message, so it waits for the whole of the new catalog.
  const instant = loadedCatalog(language) !== undefined && (firstScreen || ready === language || isCatalogComplete(language));
  const shownLanguage = instant ? language : ready;
  const messages = shownLanguage ? loadedCatalog(shownLanguage) : undefined;

  const switching = !firstScreen && shownLanguage !== language;

  // Bumped to ask again after a failed load.
  const [attempt, setAttempt] = useState(0);

  // The first screen waits for the shell part only; a switch waits for the whole new catalog.
  useEffect(() => {
    if (!firstScreen && !switching) return;
    let current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    (firstScreen ? loadCatalogShell : loadCatalog)(language).then(
      // A transition: the render that follows draws the whole page under the provider, and a
      // promise's update would otherwise render it in one task that blocks input and paint.
      () => current && startTransition(() => setReady(language)),
      () => {
        if (current) retry = setTimeout(() => setAttempt((count) => count + 1), CATALOG_RETRY_MS);
      },
    );
    return () => {
      current = false;
      clearTimeout(retry);
    };
  }, [language, firstScreen, switching, attempt]);

  // The rest of the catalog on screen, when `prefetchRest` says. A chunk that needs it sooner asks
  // for it itself (`WithFullCatalog`), and a failure is left to those chunks, which keep their
  // loading state and try again.
  useEffect(() => {
    if (!shownLanguage || isCatalogComplete(shownLanguage)) return;
    return prefetchRest(() => void loadCatalog(shownLanguage).catch(() => undefined));
  }, [shownLanguage, prefetchRest]);

  // Before paint, so the new text never shows under the old language's `lang` and `dir`. `lang` names
  // the words' language (EN for AR, FA, UR, JA: WCAG 3.1.1, a screen reader's voice); `dir` and Intl stay the chosen one's.
  useLayoutEffect(() => {
    if (!shownLanguage) return;
    document.documentElement.lang = LOCALE_BY_LANGUAGE[catalogLanguageFor(shownLanguage)];
    document.documentElement.dir = directionOf(shownLanguage);
  }, [shownLanguage]);

  if (!shownLanguage || !messages) return fallback;
  const wordsDirection = directionOf(catalogLanguageFor(shownLanguage));
  const textComponent = wordsDirection === directionOf(shownLanguage) ? undefined : TEXT_IN[wordsDirection];
  return (
    <ShownLanguageContext.Provider value={shownLanguage}>
      <IntlProvider locale={LOCALE_BY_LANGUAGE[shownLanguage]} messages={messages} defaultLocale="en" textComponent={textComponent}>
        {children}
      </IntlProvider>
    </ShownLanguageContext.Provider>
  );
}

/**
 * Holds its children back (suspending to the nearest Suspense boundary) until the whole catalog of
 * the language on screen is in. Every chunk loaded after the first screen (pages, modals, parts of
 * the chrome) renders inside one, since the first screen reads only the catalog's shell part.
 */
export function WithFullCatalog({ children }: { children: ReactNode }) {
  const language = useContext(ShownLanguageContext);
  // Suspends the classic way (a thrown promise) rather than with `use`: once the catalog is whole it
  // is not asked for again, and `use` wants the same calls on every render. A failed load settles the
  // wait only after a pause, so the retry that follows does not hammer a dropped connection.
  if (language && !isCatalogComplete(language)) throw loadCatalog(language).catch(pause);
  return children;
}
