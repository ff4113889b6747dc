import type { BrandConfig } from '@wl/brand';
import { createLanguageStore, loadCatalog, loadCatalogShell } from '@wl/i18n';
import { holdFirstScreenUntil } from '@wl/ui-kit';
import { preloadPageChunk } from './chunks/page-preloads';
import { routeAt, type FirstVisit } from './site-routes';
import { createAppStore, type AppStore } from './store';

/** What a running site is made of besides React: its language and its store. */
export interface Site {
  language: ReturnType<typeof createLanguageStore>;
  store: AppStore;
}

/**
 * Starts the chunk of the page a visit opens on, and the call its largest paint waits on, while
 * the startup calls (catalog, system status) run, instead of after them. A page that reads more
 * than the catalog's shell part has the rest asked for with its chunk, not once the chunk has run.
 * What the first screen does without waits for both (`holdFirstScreenUntil`).
 */
export function startFirstPage(store: AppStore, visit: FirstVisit): void {
  const route = routeAt(visit.pathname);
  if (!route) return;
  // The calls first: on a connection-limited HTTP/1.1 link they would otherwise queue behind the chunk's many files.
  const calls = route.prefetch?.(store, visit);
  const chunk = preloadPageChunk(route.load);
  holdFirstScreenUntil(Promise.allSettled([calls, chunk]));
  // A failure is the page's to show: `WithFullCatalog` asks again and keeps its loading state.
  if (!route.shellCatalog) loadCatalog(visit.language).catch(() => undefined);
}

/**
 * Makes the site's stores and starts the page the visit opens on (its chunk, its first calls),
 * before React's first render rather than in an effect after it: the page's largest paint waits on
 * them, and that render and its effects cost a slow phone a few hundred milliseconds. Free of React
 * and of the site's look, so `site-start.ts` runs it as soon as the state libraries have arrived,
 * while React, the router and the styles still download.
 */
export function startSite(brand: BrandConfig, { pathname, search }: Pick<Location, 'pathname' | 'search'> = window.location): Site {
  const language = createLanguageStore({ defaultLanguage: brand.defaultLanguage, supportedLanguages: brand.supportedLanguages });
  // The first render finds the text it needs already in, and draws the page rather than a blank
  // one and then the whole page again. A failure is `I18nProvider`'s, which asks again.
  loadCatalogShell(language.getLanguage()).catch(() => undefined);
  const store = createAppStore({
    baseUrl: brand.apiBaseUrl,
    merchantCode: brand.merchantCode,
    getLanguage: language.getLanguage,
    cipherScheme: brand.cipher.scheme,
    device: brand.device,
  });
  startFirstPage(store, { brand, language: language.getLanguage(), pathname, search });
  return { language, store };
}
