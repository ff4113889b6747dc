import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { injectManifest } from 'workbox-build';

/** The web build's service worker, its precache list still a placeholder (apps/web's service-worker plugin). */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * What a brand's worker precaches: the shell and the hashed assets of its own site (its catalogs
 * only), never the precompressed copies (the server negotiates those) and never the API.
 */
export const PRECACHE_GLOBS = [
  'index.html',
  'manifest.webmanifest',
  'assets/**/*.{js,css,svg,png,webp,woff2}',
  'brand/**/*.{svg,png,webp,ico}',
];
const PRECACHE_IGNORES = ['**/*.br', '**/*.gz'];
/** Hashed names change with their content: no revision needed, so an unchanged asset is not fetched again. */
const HASHED = /^assets\//;
/** Larger files are left to the browser's cache rather than fetched up front. */
const MAX_PRECACHED_BYTES = 2 * 1024 * 1024;

/** Writes the brand's `sw.js` with its precache list; returns how many files it lists. */
export async function writeServiceWorker(webDist: string, siteDir: string): Promise<number> {
  const swSrc = join(webDist, SERVICE_WORKER_FILE);
  if (!existsSync(swSrc)) throw new Error(`${swSrc} is missing: the web build writes it (apps/web's service-worker plugin)`);
  const { count, warnings } = await injectManifest({
    swSrc,
    swDest: join(siteDir, SERVICE_WORKER_FILE),
    globDirectory: siteDir,
    globPatterns: PRECACHE_GLOBS,
    globIgnores: PRECACHE_IGNORES,
    dontCacheBustURLsMatching: HASHED,
    maximumFileSizeToCacheInBytes: MAX_PRECACHED_BYTES,
  });
  if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`);
  return count;
}
