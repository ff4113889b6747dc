import { Workbox } from 'workbox-window';
import type { UpdateListener } from './register-service-worker';
import { SERVICE_WORKER_URL } from './sw-contract';

/**
 * How often an open tab asks whether a new build is out: browsers look at `sw.js` only on a real
 * navigation, and the site's page changes are not. `sw.js` is served `no-cache`, so a check costs one
 * conditional GET.
 */
export const UPDATE_CHECK_INTERVAL_MS = 30 * 60_000;
/** A tab shown again checks at once, unless it checked this recently: switching back and forth asks once. */
export const UPDATE_CHECK_MIN_GAP_MS = 5 * 60_000;

const reload = () => window.location.reload();

/** Registers the worker, offers each new build to `onUpdate`, and keeps asking for one while the tab is open. */
export async function watchForUpdates(onUpdate: UpdateListener): Promise<void> {
  const workbox = new Workbox(SERVICE_WORKER_URL);
  let applying = false;
  workbox.addEventListener('waiting', ({ sw: waiting }) =>
    onUpdate(() => {
      // Another tab has let the new build take over already: this tab only has to reload into it.
      if (waiting?.state !== 'installed') return reload();
      applying = true;
      // Once active, not once controlling: a tab the old worker did not control (opened by a hard reload) gets no controllerchange.
      waiting.addEventListener('statechange', () => {
        if (waiting.state === 'activated') reload();
      });
      workbox.messageSkipWaiting();
    }),
  );
  // Another tab let the new build take over: this one still runs the old build, whose lazy files the new worker does not keep.
  workbox.addEventListener('controlling', () => {
    if (!applying) onUpdate(reload);
  });
  // A browser may refuse the worker (private mode, a policy, a test runner): the site then only goes without its offline cache.
  const registration = await workbox.register().catch(() => undefined);
  if (registration) keepChecking(registration);
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
