import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files a browser asks for compressed; images other than SVG and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
/** The encodings written beside each file, as servers look them up (`gzip_static`, `brotli_static`). */
export const PRECOMPRESSED = { br: '.br', gzip: '.gz' } as const;

/**
 * Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip, best) beside a text file, so a server
 * sends the smallest form without compressing on every request. A form that would not be smaller
 * is not written, and the server falls back to the file itself.
 */
export async function precompressFile(file: string): Promise<void> {
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all(
    [
      [br, PRECOMPRESSED.br],
      [gz, PRECOMPRESSED.gzip],
    ].map(async ([compressed, suffix]) => {
      if ((compressed as Buffer).length >= body.length) return;
      // Written aside and renamed, so a server never sends half a file.
      await writeFile(`${file}${suffix}.tmp`, compressed as Buffer);
      await rename(`${file}${suffix}.tmp`, `${file}${suffix}`);
    }),
  );
}

/** Every compressible file below `dir`. */
export async function precompressDir(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(files.map(precompressFile));
  return files;
}

/** `assets/EN-1a2b.js.br` → `assets/EN-1a2b.js`: the file a precompressed copy stands for. */
export const uncompressedName = (name: string) => name.replace(/\.(?:br|gz)$/, '');
