/**
 * The site's entry: the store, the startup calls and the first page's chunk and calls, then the
 * render (`main.tsx`). It needs only the state libraries, so it runs as soon as they have arrived
 * and its calls leave while React DOM, the router and the styles still download (index.html
 * preloads them, see `preloadTheRender` in vite.config.ts); the render runs after it, always.
 */
import { readBrandConfig } from '@wl/brand';
import { loadCatalogShell } from '@wl/i18n';
import { followSessionAcrossTabs } from '@wl/session';
import { reloadOnceForChunk, reportPreloadErrors } from './app/chunks/chunk-loading';
import { startSite } from './app/start-site';

// Spec §8: listening before the first page's chunk is preloaded (`startSite`), long before the first render, so its
// failure is reported too. Once a visit: it stays for the tab's life.
reportPreloadErrors();

export const brand = readBrandConfig();
export const site = startSite(brand);
// A session that ends in another of the site's tabs holding it (a duplicated tab) ends here too. For the tab's life.
followSessionAcrossTabs(site.store);

// A render that cannot load was most likely replaced by a new deployment: reload once for it; after that, say so.
// Its own small chunk, fetched only then: like the catalog it needs, it can load only if the network has come back.
import('./main').catch(() => {
  if (reloadOnceForChunk()) return;
  const language = site.language.getLanguage();
  const messages = loadCatalogShell(language);
  messages.catch(() => undefined);
  import('./app/chunks/render-failure').then(({ offerReload }) => offerReload(messages, language)).catch(() => undefined);
});
