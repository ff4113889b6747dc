import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The files a browser must fetch before the home route can run: the entry script, the chunks
 * it preloads and the stylesheets, as Vite writes them into `index.html`. Lazy chunks (other
 * routes, other languages) are not counted.
 * @param {string} siteDir a built site folder holding index.html
 */
export function initialAssets(siteDir) {
  const html = readFileSync(join(siteDir, 'index.html'), 'utf8');
  const attr = (/** @type {RegExp} */ pattern) => [...html.matchAll(pattern)].map((m) => m[1]);
  const js = [...attr(/<script[^>]*type="module"[^>]*src="([^"]+)"/g), ...attr(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)];
  const css = attr(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  return { js: [...new Set(js)], css: [...new Set(css)] };
}

/**
 * Raw and gzip (level 9) bytes of the given site-relative files.
 * @param {string} siteDir
 * @param {string[]} files
 */
export function measure(siteDir, files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(siteDir, file.replace(/^\//, '')));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: files.length, raw, gzip };
}
