import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { API_PATH, SKIP_WAITING } from './sw-contract';

/**
 * The service worker of a stamped brand. It precaches the brand's own shell and hashed assets (the
 * factory writes the list into `__WB_MANIFEST` per brand) and answers navigations with the cached
 * `index.html`. It never touches the API: answers that carry a session are never cached.
 */
declare const self: {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data?: { type?: string } }) => void): void;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [API_PATH, /^\/(?:robots\.txt|sitemap\.xml)$/] }));

// The site asks the waiting worker to take over once the player accepts the update.
self.addEventListener('message', (event) => {
  if (event.data?.type === SKIP_WAITING) void self.skipWaiting();
});
