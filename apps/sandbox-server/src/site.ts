import { readFile, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import type { Context } from 'hono';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/** The precompressed forms the brand factory writes beside each text file, best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * The encodings an `Accept-Encoding` header allows (RFC 9110 §12.5.3): each named one with a weight above 0, and
 * through `*` any it does not name. Names and `q` in any case; `q=0`, `q=0.0` and `q=0.000` refuse.
 */
export function acceptedEncodings(acceptEncoding: string): (name: string) => boolean {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number.parseFloat(q.slice(2));
    weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  return (name) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
}

/** The smallest form of `file` the browser accepts: `{ path, encoding, stats }`, or the file itself. */
export async function negotiate(file: string, acceptEncoding: string): Promise<{ path: string; encoding?: string; stats: Stats }> {
  const accepts = acceptedEncodings(acceptEncoding);
  for (const { name, suffix } of ENCODINGS) {
    const stats = accepts(name) ? await fileStats(`${file}${suffix}`) : undefined;
    if (stats) return { path: `${file}${suffix}`, encoding: name, stats };
  }
  return { path: file, stats: await stat(file) };
}

/** Hashed build output may be cached forever; everything else is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The folders that hold only files (hashed build output, the brand's images), and the crawlers' files: a missing one
 * there is a 404, as the nginx sample answers, never the app. The app under a script's name would show a stale
 * chunk as a MIME error, and the service worker's precache would keep it as that script; under `/sitemap.xml` (a
 * brand without an seo block has none) a crawler would read it as a broken sitemap.
 */
const FILES_ONLY = /^\/(?:assets\/|brand\/|robots\.txt$|sitemap\.xml$)/;

/**
 * Serves a stamped brand folder as a single-page app: files as they are, a 404 for a missing one
 * under `FILES_ONLY`, and `index.html` for any other GET so that history-mode routes load on refresh.
 */
export function siteHandler(siteDir: string, headers: Record<string, string> = {}) {
  const root = resolve(siteDir);
  return async (c: Context) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(c.req.path);
    } catch {
      // A malformed escape (`%E0%A4%A`) names no file: the request is bad, as nginx answers it.
      return c.text('Bad request', 400, { ...headers, 'cache-control': 'no-cache' });
    }
    const path = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path);
    const found = file.startsWith(root) && (await fileStats(file));
    if (!found && FILES_ONLY.test(path)) return c.text('Not found', 404, { ...headers, 'cache-control': 'no-cache' });
    const target = found ? file : join(root, 'index.html');
    const chosen = await negotiate(target, c.req.header('accept-encoding') ?? '');
    const { size, mtimeMs } = chosen.stats;
    // What `no-cache` revalidates against (index.html, the brand's logo and icons): a visit that has
    // them gets a 304 instead of the file again, as nginx answers for the same files.
    const etag = `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}${chosen.encoding ? `-${chosen.encoding}` : ''}"`;
    const answerHeaders = {
      ...headers,
      'content-type': CONTENT_TYPES[extname(target)] ?? 'application/octet-stream',
      'cache-control': target.includes(`${root}/assets/`) ? IMMUTABLE : 'no-cache',
      // Caches must keep the compressed and plain answers apart.
      vary: 'Accept-Encoding',
      etag,
      ...(chosen.encoding ? { 'content-encoding': chosen.encoding } : {}),
    };
    if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, answerHeaders);
    return c.body(await readFile(chosen.path), 200, answerHeaders);
  };
}

/** `If-None-Match`: a list of tags, or `*`; weak comparison, as a GET's revalidation uses. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** The file's stats, or undefined where there is no file (nothing, or a folder). */
async function fileStats(path: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}
