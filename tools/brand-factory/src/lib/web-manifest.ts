import { open } from 'node:fs/promises';
import { extname } from 'node:path';
import { brandAssetUrl, type BrandConfig } from '@wl/brand';
import { directionOf, LOCALE_BY_LANGUAGE } from '@wl/i18n/languages';

/** Served from the site root, linked from `index.html`. */
export const WEB_MANIFEST_FILE = 'manifest.webmanifest';

const ICON_TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon' };

/** The eight bytes every PNG starts with. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function readHead(file: string, bytes: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(bytes), 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** An ICO's header (reserved, type, image count), then one directory entry per image. */
const ICO_HEADER_BYTES = 6;
const ICO_ENTRY_BYTES = 16;

/**
 * The `sizes` of an icon as browsers want it: `any` for SVG, the pixel size read from the header
 * of a PNG (IHDR), or every image's size of an ICO (0 stands for 256), e.g. `16x16 256x256`.
 */
export async function iconSizes(file: string): Promise<string> {
  const ext = extname(file).toLowerCase();
  if (ext === '.svg') return 'any';
  const head = await readHead(file, 24);
  if (ext === '.png') {
    // Sizes read from anything but a PNG's header are noise; validation refuses such a favicon first.
    if (!head.subarray(0, 8).equals(PNG_SIGNATURE) || head.toString('latin1', 12, 16) !== 'IHDR') throw new Error(`${file} is not a PNG`);
    return `${head.readUInt32BE(16)}x${head.readUInt32BE(20)}`;
  }
  if (ext === '.ico' && head.length >= ICO_HEADER_BYTES) {
    // Validation held the largest image to the app icon's minimum: naming only the first (often 16 × 16) would
    // tell browsers the icon is too small to install.
    const count = head.readUInt16LE(4);
    const directory = await readHead(file, ICO_HEADER_BYTES + count * ICO_ENTRY_BYTES);
    const sizes = Array.from({ length: count }, (_, index) => {
      const entry = ICO_HEADER_BYTES + index * ICO_ENTRY_BYTES;
      return `${directory[entry] || 256}x${directory[entry + 1] || 256}`;
    });
    return [...new Set(sizes)].join(' ');
  }
  return 'any';
}

/**
 * The brand's web app manifest: its name, colours, language and icon when installed. `faviconFile` is the
 * icon's file, whose size is read; `brand.theme.favicon` is the address the site serves it at.
 */
export async function webManifest(brand: BrandConfig, faviconFile: string) {
  const { palette, favicon } = brand.theme;
  return {
    name: brand.name,
    short_name: brand.shortName ?? brand.name,
    lang: LOCALE_BY_LANGUAGE[brand.defaultLanguage],
    dir: directionOf(brand.defaultLanguage),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: palette.background,
    theme_color: palette.primary,
    icons: [
      {
        src: brandAssetUrl(favicon),
        sizes: await iconSizes(faviconFile),
        type: ICON_TYPES[extname(favicon).toLowerCase()],
        purpose: 'any',
      },
    ],
  };
}
