export type UpdateListener = (applyUpdate: () => void) => void;

/**
 * Registers the brand's service worker (`main.tsx` calls it once the first screen's network is
 * quiet, so its precache never competes with that screen) and tells `onUpdate` when a new build
 * is waiting; calling the function it is given lets the new build take over and reloads the page.
 * The work is in a chunk of its own (`watch-for-updates.ts`, with Workbox): the render loads this
 * module, and the site's start has no bytes to spare. A chunk that cannot load (offline, or a new build has
 * replaced it) means no worker for this visit, not an unhandled rejection: the next visit registers it.
 */
export async function registerServiceWorker(onUpdate: UpdateListener): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  let watching: typeof import('./watch-for-updates');
  try {
    watching = await import('./watch-for-updates');
  } catch {
    return;
  }
  await watching.watchForUpdates(onUpdate);
}
