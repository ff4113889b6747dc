import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { BRAND_ASSETS_BASE, BRAND_CONFIG_ELEMENT_ID, brandAssetUrl, themeCssVariables, themeFromBrand, type BrandConfig } from '@wl/brand';
import { directionOf, LOCALE_BY_LANGUAGE } from '@wl/i18n';

/** The line of the web build's `index.html` that the stamp replaces. */
export const HEAD_PLACEHOLDER = '<!-- brand:head -->';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside `<script>`: `<` escaped so no value can close the tag. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function renderHead(brand: BrandConfig): string {
  const theme = themeFromBrand(brand);
  const cssVariables = Object.entries(themeCssVariables(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return [
    `<title>${escapeHtml(brand.name)}</title>`,
    `<meta name="theme-color" content="${brand.theme.palette.primary}" />`,
    `<link rel="icon" href="${escapeHtml(brandAssetUrl(brand.theme.favicon))}" />`,
    `<style>:root{${cssVariables}}html,body{margin:0;background:var(--color-background);color:var(--color-text);font-family:var(--font-body)}</style>`,
    `<script type="application/json" id="${BRAND_CONFIG_ELEMENT_ID}">${inlineJson(brand)}</script>`,
  ].join('\n    ');
}

export function stampHtml(html: string, brand: BrandConfig): string {
  if (!html.includes(HEAD_PLACEHOLDER)) throw new Error(`The web build's index.html has no ${HEAD_PLACEHOLDER}`);
  const lang = LOCALE_BY_LANGUAGE[brand.defaultLanguage];
  return html
    .replace(/<html[^>]*>/, `<html lang="${lang}" dir="${directionOf(brand.defaultLanguage)}">`)
    .replace(HEAD_PLACEHOLDER, renderHead(brand));
}

export interface StampOptions {
  brand: BrandConfig;
  brandDir: string;
  webDist: string;
  outDir: string;
}

/** Copies the one brand-agnostic web build and makes it this brand's site. */
export async function stampBrand({ brand, brandDir, webDist, outDir }: StampOptions): Promise<void> {
  const html = await readFile(join(webDist, 'index.html'), 'utf8');
  await rm(outDir, { recursive: true, force: true });
  await mkdir(dirname(outDir), { recursive: true });
  await cp(webDist, outDir, { recursive: true });
  // Apart from the build's hashed `assets/`, which are cached forever; brand files keep their names.
  await cp(join(brandDir, 'assets'), join(outDir, BRAND_ASSETS_BASE, 'assets'), { recursive: true });
  await writeFile(join(outDir, 'index.html'), stampHtml(html, brand));
}
