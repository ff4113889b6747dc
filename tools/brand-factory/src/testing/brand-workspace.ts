import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const workspaceRoot = new URL('../../../../', import.meta.url).pathname;

/** A brand file as plain JSON, for tests that break it on purpose. */
export type BrandJson = { [key: string]: unknown; theme: { [key: string]: unknown; palette: Record<string, string> } };

/** The committed default brand, as a fresh object to mutate. */
export function defaultBrandJson(): BrandJson {
  return JSON.parse(readFileSync(join(workspaceRoot, 'brands/default/brand.json'), 'utf8'));
}

/**
 * The committed default brand as folder `code`, with a merchant code and site address of its own: a build
 * refuses a brand whose merchant code or site address another brand folder has.
 */
export function brandJsonFor(code: string): BrandJson {
  const brand: BrandJson = { ...defaultBrandJson(), code, merchantCode: code.toUpperCase().replace(/-/g, '_') };
  if (brand['seo']) brand['seo'] = { ...(brand['seo'] as object), siteUrl: `https://${code}.example.com` };
  return brand;
}

/** The head of a PNG, `width` × `height`: its signature and IHDR chunk, all an image reader looks at. */
export function pngHead(width: number, height: number): Buffer {
  const png = Buffer.alloc(33);
  png.write('\x89PNG\r\n\x1a\n', 0, 'latin1');
  png.writeUInt32BE(13, 8);
  png.write('IHDR', 12, 'latin1');
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

/**
 * A throwaway workspace with `brands/<code>/` holding `brandJson` (an object, or raw text) and the
 * default brand's assets; removed by `dispose`.
 */
export function brandWorkspace() {
  const root = mkdtempSync(join(tmpdir(), 'brand-factory-'));
  const addBrand = (code: string, brandJson: unknown) => {
    const dir = join(root, 'brands', code);
    mkdirSync(dir, { recursive: true });
    cpSync(join(workspaceRoot, 'brands/default/assets'), join(dir, 'assets'), { recursive: true });
    writeFileSync(join(dir, 'brand.json'), typeof brandJson === 'string' ? brandJson : JSON.stringify(brandJson, null, 2));
    return dir;
  };
  return { root, addBrand, dispose: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * A stand-in for `dist/apps/web`: an index.html with the brand placeholder, hashed chunks, and the
 * Vite manifest naming a catalog language's two chunks (its rest part, then its shell part).
 */
export function fakeWebBuild(root: string, catalogs: readonly string[] = ['CN', 'EN', 'TH', 'TY', 'VI']): string {
  const dist = join(root, 'dist/apps/web');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <!-- brand:head -->\n  </head>\n  <body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body>\n</html>\n',
  );
  writeFileSync(join(dist, 'assets/index-abc123.js'), 'console.log("app")');
  // What the real one starts with: a worker whose precache list the factory fills per brand.
  writeFileSync(join(dist, 'sw.js'), 'self.precache(self.__WB_MANIFEST);');
  const manifest: Record<string, unknown> = {
    'index.html': { file: 'assets/index-abc123.js', src: 'index.html', isEntry: true },
  };
  for (const language of catalogs) {
    for (const [part, file] of [
      ['rest', `assets/${language}-r3st.js`],
      ['shell', `assets/${language}-h4sh.js`],
    ]) {
      writeFileSync(join(dist, file), `export default {}`);
      const source = `../../libs/i18n/src/lib/catalogs/${language}.json?part=${part}`;
      manifest[source] = { file, src: source, isDynamicEntry: true };
    }
  }
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return dist;
}
