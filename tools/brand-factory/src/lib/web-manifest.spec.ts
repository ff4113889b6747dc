import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrandConfig } from '@wl/brand';
import { iconSizes, webManifest } from './web-manifest';

const dir = mkdtempSync(join(tmpdir(), 'icons-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('icon sizes for the web app manifest', () => {
  it('reads a PNG’s pixel size from its header', async () => {
    const png = Buffer.alloc(24);
    png.write('\x89PNG\r\n\x1a\n', 0, 'latin1');
    png.writeUInt32BE(13, 8);
    png.write('IHDR', 12, 'latin1');
    png.writeUInt32BE(192, 16);
    png.writeUInt32BE(96, 20);
    writeFileSync(join(dir, 'icon.png'), png);
    expect(await iconSizes(join(dir, 'icon.png'))).toBe('192x96');
  });

  /** An ICO's header and directory: one entry per size, its width and height a byte each (0 means 256). */
  const ico = (...sides: number[]) =>
    Buffer.concat([Buffer.from([0, 0, 1, 0, sides.length, 0]), ...sides.map((side) => Buffer.from([side, side, ...Array(14).fill(0)]))]);

  it('reads an ICO’s image size, where 0 means 256', async () => {
    writeFileSync(join(dir, 'favicon.ico'), ico(0));
    expect(await iconSizes(join(dir, 'favicon.ico'))).toBe('256x256');
  });

  it('lists every size of a multi-size ICO, not only its first (validation reads its largest), so browsers see it fit to install', async () => {
    writeFileSync(join(dir, 'favicon.ico'), ico(16, 32, 0));
    expect(await iconSizes(join(dir, 'favicon.ico'))).toBe('16x16 32x32 256x256');
  });

  it('calls an SVG any size, whatever width and height it gives', async () => {
    // A real file with a pixel size, so the test fails if that size were ever read instead.
    writeFileSync(join(dir, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"/>');
    expect(await iconSizes(join(dir, 'icon.svg'))).toBe('any');
  });

  it('reads no size from a .png that is not a PNG, rather than writing nonsense into the manifest', async () => {
    writeFileSync(join(dir, 'text.png'), 'this is text, not a picture');
    await expect(iconSizes(join(dir, 'text.png'))).rejects.toThrow(/text\.png is not a PNG/);
  });
});

describe('the installed app’s names', () => {
  const brand = {
    name: 'Mekong Star Casino',
    theme: { palette: { background: '#000', primary: '#fff' }, favicon: 'assets/icon.svg' },
    defaultLanguage: 'EN',
  };
  const manifestOf = async (extra: object) => {
    writeFileSync(join(dir, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"/>');
    return webManifest({ ...brand, ...extra } as unknown as BrandConfig, join(dir, 'icon.svg'));
  };

  it('names the app under its icon by the brand’s short name, the name elsewhere', async () => {
    expect(await manifestOf({ shortName: 'Mekong Star' })).toMatchObject({ name: 'Mekong Star Casino', short_name: 'Mekong Star' });
  });

  it('takes the name under the icon too when the brand gives no short name (the schema asks for one when the name is longer)', async () => {
    expect(await manifestOf({ name: 'Mekong Star' })).toMatchObject({ short_name: 'Mekong Star' });
  });
});
