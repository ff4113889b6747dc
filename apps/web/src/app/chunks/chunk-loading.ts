import { safeSessionStorage } from '@wl/i18n';

/** Where the site notes that it reloaded for a failed chunk, so it reloads at most once. */
export const CHUNK_RELOAD_KEY = 'chunkReloaded';

/**
 * No second automatic reload within this time of the last: a chunk that keeps failing (a file missing from the CDN)
 * would otherwise reload the tab on every load. A later deployment's reload is allowed again after it.
 */
export const CHUNK_RELOAD_INTERVAL_MS = 30 * 60_000;

/**
 * After a failed page chunk the site reloads once (a new deployment may have replaced the files); if
 * it did so within `CHUNK_RELOAD_INTERVAL_MS`, it shows the error and lets the player retry instead
 * of reloading in a loop. The mark is the time of that reload, cleared by nothing: a chunk that loads
 * meanwhile (the first page's, preloaded before another page failed) says nothing of the one that failed.
 * So does a tab whose mark did not reach the browser's own storage (refused: `safeSessionStorage`'s
 * stand-in in memory; full: the write dropped): it would not outlive the reload. Offline it neither reloads nor
 * marks: a reload would land on the browser's error page, while the page's own failure keeps its Try again.
 */
export function reloadOnceForChunk(reload: () => void = () => window.location.reload(), now = Date.now()): boolean {
  const storage = safeSessionStorage();
  if (!navigator.onLine || now - Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0) < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  if (!markOutlivesReload()) return false;
  reload();
  return true;
}

function markOutlivesReload(): boolean {
  try {
    return window.sessionStorage.getItem(CHUNK_RELOAD_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Spec §8: a CSS chunk failure is reported. Vite fires `vite:preloadError` when a chunk's CSS or
 * JS preload fails; the import still rejects, so the page's error boundary recovers.
 */
export function reportPreloadErrors(report: (message: string, detail: unknown) => void = console.error): () => void {
  const onPreloadError = (event: Event) => report('A chunk failed to preload', (event as Event & { payload?: unknown }).payload);
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
