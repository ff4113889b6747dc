import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
// Only the manifest step: the package's index also loads its bundler (generateSW), about 0.7 s per build process.
import { getManifest } from 'workbox-build/build/get-manifest.js';

/** The web build's service worker, its precache list still a placeholder (apps/web's service-worker plugin). */
export const SERVICE_WORKER_FILE = 'sw.js';
/** Where Workbox's `precacheAndRoute` takes its list; replaced by the brand's list. */
const INJECTION_POINT = 'self.__WB_MANIFEST';

/** The shell every brand writes for itself. */
const SHELL_GLOBS = ['index.html', 'manifest.webmanifest'];
/** The web build's hashed assets: the same files in every brand, so listed once per web build. */
const SHARED_GLOBS = ['assets/**/*.{js,css,svg,png,webp,woff2}'];
/** The brand's own pictures the pages name (logo, icon): their content-hashed copies (stamp's `HASHED_BRAND_ASSETS_DIR`). */
const BRAND_DIR = 'assets/brand/';
const BRAND_GLOBS = [`${BRAND_DIR}**/*.{svg,png,webp,ico}`];
/**
 * What a brand's worker precaches: the shell and the hashed assets of its own site (its catalogs
 * only), never the precompressed copies (the server negotiates those) and never the API.
 */
export const PRECACHE_GLOBS = [...SHELL_GLOBS, ...SHARED_GLOBS, ...BRAND_GLOBS];
const PRECACHE_IGNORES = ['**/*.br', '**/*.gz'];
/** Hashed names change with their content: no revision needed, so an unchanged asset is not fetched again. */
const HASHED = /^assets\//;
/** Larger files are left to the browser's cache rather than fetched up front; validation holds the brand's logo and favicon to it. */
export const MAX_PRECACHED_BYTES = 2 * 1024 * 1024;

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

async function precacheEntries(globDirectory: string, globPatterns: string[], ignores: string[] = []): Promise<PrecacheEntry[]> {
  const { manifestEntries, warnings } = await getManifest({
    globDirectory,
    globPatterns,
    globIgnores: [...PRECACHE_IGNORES, ...ignores],
    dontCacheBustURLsMatching: HASHED,
    maximumFileSizeToCacheInBytes: MAX_PRECACHED_BYTES,
  });
  if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`);
  return (manifestEntries ?? []).map(({ url, revision }) => ({ url, revision }));
}

/** The web build's worker and its hashed assets' precache entries, read once for every brand stamped from it. */
export interface WebWorker {
  source: string;
  shared: PrecacheEntry[];
}

export async function readWebWorker(webDist: string): Promise<WebWorker> {
  const swSrc = join(webDist, SERVICE_WORKER_FILE);
  const source = await readFile(swSrc, 'utf8').catch(() => {
    throw new Error(`${swSrc} is missing: the web build writes it (apps/web's service-worker plugin)`);
  });
  if (source.split(INJECTION_POINT).length !== 2) throw new Error(`${swSrc} must hold ${INJECTION_POINT} exactly once`);
  return { source, shared: await precacheEntries(webDist, SHARED_GLOBS) };
}

/**
 * Writes the brand's `sw.js` with its precache list: its shell, the shared assets it ships
 * (`ships`: its own catalogs only) and its brand files but `notPrecached` (site paths, such as the share
 * image, which only crawlers fetch). Returns how many files it lists.
 */
export async function writeServiceWorker(
  web: WebWorker,
  siteDir: string,
  ships: (file: string) => boolean,
  notPrecached: readonly string[] = [],
): Promise<number> {
  const own = await precacheEntries(siteDir, [...SHELL_GLOBS, ...BRAND_GLOBS], [...notPrecached]);
  const brandFile = (entry: PrecacheEntry) => entry.url.startsWith(BRAND_DIR);
  const entries = [
    ...own.filter((entry) => !brandFile(entry)),
    ...web.shared.filter((entry) => ships(entry.url)),
    ...own.filter(brandFile),
  ];
  // Keys in sorted order, as Workbox's own injection writes them.
  const list = JSON.stringify(entries.map(({ revision, url }) => ({ revision, url })));
  await writeFile(
    join(siteDir, SERVICE_WORKER_FILE),
    web.source.replace(INJECTION_POINT, () => list),
  );
  return entries.length;
}
