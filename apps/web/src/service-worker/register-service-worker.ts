import { SERVICE_WORKER_URL } from './sw-contract';

export type UpdateListener = (applyUpdate: () => void) => void;

/**
 * Registers the brand's service worker (`main.tsx` calls it once the first screen's network is
 * quiet, so its precache never competes with that screen) and tells `onUpdate` when a new build
 * is waiting; calling the function it is given lets the new build take over and reloads the page.
 */
export async function registerServiceWorker(onUpdate: UpdateListener): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox(SERVICE_WORKER_URL);
  workbox.addEventListener('waiting', () => {
    onUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  // A browser may refuse the worker (private mode, a policy, a test runner): the site then only goes without its offline cache.
  await workbox.register().catch(() => undefined);
}
