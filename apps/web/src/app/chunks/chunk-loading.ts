import { safeSessionStorage } from '@wl/i18n';
import { loadChunk, CHUNK_TIMEOUT_MS } from '@wl/ui-kit';

/** Where the site notes that it reloaded for a failed chunk, so it reloads at most once. */
export const CHUNK_RELOAD_KEY = 'chunkReloaded';

/**
 * A page's chunk: once one loads, the reload mark is cleared, so a later failure may reload again.
 * A part of the chrome that loads (the footer) says nothing of the page that failed: it leaves the mark.
 */
export function loadPageChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return loadChunk(load, timeoutMs).then((module) => {
    safeSessionStorage().removeItem(CHUNK_RELOAD_KEY);
    return module;
  });
}

/**
 * After a failed chunk the site reloads once (a new deployment may have replaced the files); if
 * it already did, it shows the error and lets the player retry instead of reloading in a loop. So
 * does a tab whose mark did not reach the browser's own storage (refused: `safeSessionStorage`'s
 * stand-in in memory; full: the write dropped): it would not outlive the reload, and a chunk that
 * keeps failing would reload the tab forever.
 */
export function reloadOnceForChunk(reload: () => void = () => window.location.reload()): boolean {
  const storage = safeSessionStorage();
  if (storage.getItem(CHUNK_RELOAD_KEY)) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
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
