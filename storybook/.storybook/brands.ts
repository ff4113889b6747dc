import { imageFactsOf } from '@wl/brand/image-facts';
import type { BrandConfig, ImageSize } from '@wl/brand';

/** Every brand in brands/, read at build time: adding a brand folder adds it to the toolbar. */
const files = import.meta.glob<BrandConfig & { $schema?: string }>('../../brands/*/brand.json', {
  eager: true,
  import: 'default',
});

/**
 * A stamped site serves its brand's folder at `/brand/` (`brandAssetUrl`); Storybook shows every
 * brand at once, so it serves `brands/` whole at `/brands/` (`staticDirs` in main.ts) and points
 * each brand's pictures into its own folder there, past the `/brand/` prefix.
 */
function withStorybookAssets(brand: BrandConfig): BrandConfig {
  const inFolder = (path: string) => `../${brandFile(brand, path)}`;
  return {
    ...brand,
    theme: {
      ...brand.theme,
      logo: inFolder(brand.theme.logo),
      favicon: inFolder(brand.theme.favicon),
      logoSize: logoSizeOf(brand),
    },
  };
}

/** A brand's file under the workspace's `brands/` (`assets/logo.svg` → `brands/default/assets/logo.svg`). */
const brandFile = (brand: BrandConfig, path: string) => `brands/${brand.code}/${path.replace(/^\.?\//, '')}`;

/** The brands' pictures as data URLs, read at build time. */
const pictures = import.meta.glob<string>('../../brands/*/assets/*', { query: '?inline', import: 'default', eager: true });

/**
 * The logo's intrinsic size, which the stamp writes into a site's config (`theme.logoSize`): the
 * phone header swaps the logo for the brand's mark by it. Read here from the file as the stamp
 * reads it, with the same reader (`imageFactsOf`).
 */
function logoSizeOf(brand: BrandConfig): ImageSize | undefined {
  const dataUrl = pictures[`../../${brandFile(brand, brand.theme.logo)}`];
  if (!dataUrl) return undefined;
  const comma = dataUrl.indexOf(',');
  const header = dataUrl.slice(0, comma);
  const data = dataUrl.slice(comma + 1);
  // Vite inlines SVG as URL-encoded text, other pictures in base64.
  const bytes = header.endsWith(';base64')
    ? Uint8Array.from(atob(data), (char) => char.charCodeAt(0))
    : new TextEncoder().encode(decodeURIComponent(data));
  try {
    const { width, height } = imageFactsOf(bytes);
    return { width, height };
  } catch {
    // A logo the stamp would refuse: Storybook draws it without a size.
    return undefined;
  }
}

export const brands: Record<string, BrandConfig> = Object.fromEntries(
  Object.values(files).map(({ $schema: _schema, ...brand }) => [brand.code, withStorybookAssets(brand)]),
);

export const DEFAULT_BRAND = brands['default'] ? 'default' : Object.keys(brands)[0];
