import type { UpdateListener } from './register-service-worker';
import { SERVICE_WORKER_URL, SKIP_WAITING } from './sw-contract';

/**
 * How often an open tab asks whether a new build is out: browsers look at `sw.js` only on a real
 * navigation, and the site's page changes are not. `sw.js` is served `no-cache`, so a check costs one
 * conditional GET.
 */
export const UPDATE_CHECK_INTERVAL_MS = 30 * 60_000;
/** A tab shown again checks at once, unless it checked this recently: switching back and forth asks once. */
export const UPDATE_CHECK_MIN_GAP_MS = 5 * 60_000;

const reload = () => window.location.reload();

/**
 * Registers the worker, offers each new build to `onUpdate`, and keeps asking for one while the tab is open.
 * The registration's own events, not workbox-window's `waiting`: Workbox follows only the first update
 * found in a page's life (a later one, or any 60 s after registering, counts as "external" and is
 * dropped), so a long-open tab heard of one build at most.
 */
export async function watchForUpdates(onUpdate: UpdateListener): Promise<void> {
  const container = navigator.serviceWorker;
  // A browser may refuse the worker (private mode, a policy, a test runner): the site then only goes without its offline cache.
  const registration = await container.register(SERVICE_WORKER_URL).catch(() => undefined);
  if (!registration) return;
  let applying = false;
  const offered = new WeakSet<ServiceWorker>();

  const applyNewest = () => {
    // The newest build waiting, not the one offered: a later build replaces an earlier one while it waits.
    const waiting = registration.waiting;
    // Nothing waits: another tab (or the worker, on a reload of the last tab) let the new build take over; this tab only has to reload into it.
    if (!waiting) return reload();
    applying = true;
    // Once active, not once controlling: a tab the old worker did not control (opened by a hard reload) gets no controllerchange.
    waiting.addEventListener('statechange', () => {
      if (waiting.state === 'activated') reload();
    });
    waiting.postMessage({ type: SKIP_WAITING });
  };

  const offerIfUpdate = (worker: ServiceWorker) => {
    // Without a controller this is the first install, which takes over at once; a build offered once is not offered again.
    if (worker.state !== 'installed' || !container.controller || offered.has(worker)) return;
    offered.add(worker);
    // A new function per build: "Later" puts off only the offer it was pressed on.
    onUpdate(() => applyNewest());
  };

  const follow = (worker: ServiceWorker | null) => {
    if (!worker) return;
    worker.addEventListener('statechange', () => offerIfUpdate(worker));
    offerIfUpdate(worker);
  };

  registration.addEventListener('updatefound', () => follow(registration.installing));
  // Found before this page registered (another tab's check), or by this registration before its listener was in.
  follow(registration.installing);
  follow(registration.waiting);

  // Another tab let the new build take over: this one still runs the old build, whose lazy files the new worker does not keep.
  container.addEventListener('controllerchange', () => {
    if (!applying) onUpdate(reload);
  });
  keepChecking(registration);
}

/** Asks for a new `sw.js` every `UPDATE_CHECK_INTERVAL_MS`, and when the tab is shown again after `UPDATE_CHECK_MIN_GAP_MS`. */
function keepChecking(registration: ServiceWorkerRegistration) {
  let checkedAt = Date.now();
  const check = () => {
    checkedAt = Date.now();
    // Offline, or the server is away: the next check asks again.
    registration.update().catch(() => undefined);
  };
  setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - checkedAt >= UPDATE_CHECK_MIN_GAP_MS) check();
  });
}
