import { addRoute, cleanupOutdatedCaches, createHandlerBoundToURL, precache, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { SKIP_WAITING } from './sw-contract';
import { shellRoute, takesOverOnNavigation, type OpenWindow } from './sw-rules';

/**
 * The service worker of a stamped brand. It precaches the brand's own shell and hashed assets (the
 * factory writes the list into `__WB_MANIFEST` per brand) and answers navigations with the cached
 * `index.html`. It never touches the API: answers that carry a session are never cached.
 */
interface WaitingWorker {
  postMessage(message: { type: string }): void;
}
declare const self: {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  registration: { waiting: WaitingWorker | null };
  clients: { matchAll(options: { type: 'window' }): Promise<readonly OpenWindow[]> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data?: { type?: string } }) => void): void;
};

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const shell = createHandlerBoundToURL('/index.html');
/** The waiting build this worker told to take over, and when: it gives up on one that does not. */
let asked: { worker: WaitingWorker; at: number } | undefined;

/**
 * An empty page that loads its address again at once, which the new build then serves. Not an answer held
 * until the new build is active: browsers activate it only once this worker has no event in hand (this
 * fetch too), so it would wait for the fetch to time out. Not a redirect: one is followed at once, before
 * the waiting worker may even have heard, and a loop of them ends on the browser's error page.
 */
const loadAgain = () => new Response('', { headers: { 'Content-Type': 'text/html', Refresh: '0' } });

registerRoute(
  shellRoute(async (options) => {
    const waiting = self.registration.waiting;
    if (waiting) {
      const askedMsAgo = asked?.worker === waiting ? Date.now() - asked.at : undefined;
      const windows = await self.clients.matchAll({ type: 'window' });
      if (takesOverOnNavigation({ waiting: true, request: options.request, windows, askedMsAgo })) {
        if (askedMsAgo === undefined) asked = { worker: waiting, at: Date.now() };
        waiting.postMessage({ type: SKIP_WAITING });
        return loadAgain();
      }
    }
    return shell(options);
  }),
);

// Only now the precache's own route (hashed assets, the manifest): registered before the navigations', it would answer
// `/` (precached as index.html) itself, and a reload of home, the page most reloaded, would never let a waiting build in.
addRoute();

// The waiting worker takes over when a tab's player accepts the update, or on a reload of the last tab (above).
self.addEventListener('message', (event) => {
  if (event.data?.type === SKIP_WAITING) void self.skipWaiting();
});
