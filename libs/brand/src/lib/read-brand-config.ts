import type { BrandConfig } from './brand-config';

/** The id of the `<script type="application/json">` the brand factory writes into `index.html`. */
export const BRAND_CONFIG_ELEMENT_ID = 'brand-config';

/**
 * The id of the logo bar the brand factory writes into `index.html`: painted before any script
 * runs, and removed by the site once it shows a page of its own.
 */
export const BOOT_BAR_ELEMENT_ID = 'boot-bar';

/**
 * Reads the brand config the factory inlined. It was validated at build time, so the browser
 * does not carry the schema; a page without one is a build mistake, said plainly.
 */
export function readBrandConfig(doc: Document = document): BrandConfig {
  const element = doc.getElementById(BRAND_CONFIG_ELEMENT_ID);
  if (!element?.textContent) {
    throw new Error(`No brand config: index.html has no <script id="${BRAND_CONFIG_ELEMENT_ID}">. Build the site with the brand factory.`);
  }
  return JSON.parse(element.textContent) as BrandConfig;
}

/** Where a stamped site serves the brand folder's files under their own names (logo, favicon, banners). */
export const BRAND_ASSETS_BASE = '/brand/';

/**
 * The URL of a file named in the brand config: a path of the brand folder (`assets/logo.svg`, as in
 * brand.json) is served under `/brand/`; an address (`/assets/brand/logo-1a2b3c4d.svg`, which the stamp
 * gives the site for its hashed copy) is already one.
 */
export function brandAssetUrl(path: string): string {
  return path.startsWith('/') ? path : BRAND_ASSETS_BASE + path.replace(/^\.\//, '');
}
