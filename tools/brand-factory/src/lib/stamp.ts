import { createHash } from 'node:crypto';
import { copyFile, cp, link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, relative } from 'node:path';
import {
  BOOT_BAR_ELEMENT_ID,
  BRAND_ASSETS_BASE,
  BRAND_CONFIG_ELEMENT_ID,
  brandAssetUrl,
  themeFromBrand,
  type BrandConfig,
} from '@wl/brand';
import { themeCssVariables, type Theme } from '@wl/theme';
import { directionOf } from '@wl/i18n/languages';
import { catalogChunks, keptCatalogs, VITE_MANIFEST_DIR, type CatalogChunk, type ViteManifest } from './catalogs';
import { intrinsicSize } from './image-size';
import { nginxConfig, securityHeaders } from './nginx';
import { ASSETS_DIR, isPublishedAsset } from './published-assets';
import { precompressDir, precompressFile, uncompressedName } from './precompress';
import { pageLocale, robotsTxt, seoHead, sitemapXml } from './seo';
import { readWebWorker, SERVICE_WORKER_FILE, writeServiceWorker, type WebWorker } from './service-worker';
import { webManifest, WEB_MANIFEST_FILE } from './web-manifest';

const INDEX_FILE = 'index.html';
export const ROBOTS_FILE = 'robots.txt';
export const SITEMAP_FILE = 'sitemap.xml';

/** The line of the web build's `index.html` that the stamp replaces. */
export const HEAD_PLACEHOLDER = '<!-- brand:head -->';
/** Where the site's React root is; the boot bar goes before it. */
const ROOT_ELEMENT = '<div id="root">';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside `<script>`: `<` escaped so no value can close the tag. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The boot bar: the brand's logo on the header's surface, fixed over the top of the page, so a
 * phone on a slow network paints the brand at once instead of a blank page while the scripts load.
 * It is out of the flow, so the site's header replacing it moves nothing.
 */
function bootBarCss(theme: Theme): string {
  return (
    `#${BOOT_BAR_ELEMENT_ID}{position:fixed;inset:0 0 auto;display:flex;align-items:center;box-sizing:border-box;` +
    `height:${theme.layout.headerHeight};padding-inline:var(--space-sm);background:var(--color-surface)}` +
    `#${BOOT_BAR_ELEMENT_ID} img{display:block;height:var(--space-lg);width:auto}`
  );
}

/** The logo's address, the same in the head's preload and the logo bar, so the bar reuses the preloaded answer. */
const logoUrl = (brand: BrandConfig) => escapeHtml(brandAssetUrl(brand.theme.logo));

function renderBootBar(brand: BrandConfig): string {
  const size = brand.theme.logoSize ? ` width="${brand.theme.logoSize.width}" height="${brand.theme.logoSize.height}"` : '';
  return `<div id="${BOOT_BAR_ELEMENT_ID}" aria-hidden="true"><img src="${logoUrl(brand)}"${size} alt="" /></div>`;
}

export function renderHead(brand: BrandConfig): string {
  const theme = themeFromBrand(brand);
  // Every token as a CSS variable, and the page's light or dark scheme for native controls, before any JS runs.
  const cssVariables = Object.entries(themeCssVariables(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return [
    `<title>${escapeHtml(brand.name)}</title>`,
    ...seoHead(brand, escapeHtml),
    `<meta name="theme-color" content="${brand.theme.palette.primary}" />`,
    // The logo bar's picture ahead of the scripts: found later in the body, it would wait behind them.
    `<link rel="preload" as="image" href="${logoUrl(brand)}" fetchpriority="high" />`,
    `<link rel="icon" href="${escapeHtml(brandAssetUrl(brand.theme.favicon))}" />`,
    `<link rel="manifest" href="/${WEB_MANIFEST_FILE}" />`,
    // An API on another origin: its connection opens while the scripts load, not when the first call is made.
    ...(brand.apiBaseUrl ? [`<link rel="preconnect" href="${escapeHtml(new URL(brand.apiBaseUrl).origin)}" crossorigin />`] : []),
    `<style>:root{${cssVariables};color-scheme:${theme.mode}}html,body{margin:0;background:var(--color-background);color:var(--color-text);font-family:var(--font-body)}${bootBarCss(theme)}</style>`,
    `<script type="application/json" id="${BRAND_CONFIG_ELEMENT_ID}">${inlineJson(brand)}</script>`,
  ].join('\n    ');
}

/**
 * `catalog`: the shell part of the default language's catalog. The first render waits for it, so the HTML names
 * it (a module preload beside the entry's) instead of leaving it to be found once the entry runs.
 */
export function stampHtml(html: string, brand: BrandConfig, catalog?: string): string {
  if (!html.includes(HEAD_PLACEHOLDER)) throw new Error(`The web build's index.html has no ${HEAD_PLACEHOLDER}`);
  if (!html.includes(ROOT_ELEMENT)) throw new Error(`The web build's index.html has no ${ROOT_ELEMENT}`);
  const lang = pageLocale(brand.defaultLanguage);
  // After the entry's own preloads, which the browser should fetch first.
  const preload = catalog ? `  <link rel="modulepreload" crossorigin href="/${escapeHtml(catalog)}" />\n  ` : '';
  return html
    .replace(/<html[^>]*>/, `<html lang="${lang}" dir="${directionOf(brand.defaultLanguage)}">`)
    .replace(HEAD_PLACEHOLDER, () => renderHead(brand))
    .replace('</head>', () => `${preload}</head>`)
    .replace(ROOT_ELEMENT, () => `${renderBootBar(brand)}${ROOT_ELEMENT}`);
}

export interface StampOptions {
  brand: BrandConfig;
  brandDir: string;
  /** The one brand-agnostic build of `apps/web`, with Vite's manifest. */
  webDist: string;
  /** Where the brand's own files go (see {@link STAMP_LAYOUT}); `assembleSite` makes the site from them. */
  stampDir: string;
}

export interface StampResult {
  /** Catalog languages kept; every other catalog chunk was left out. */
  catalogs: string[];
}

/**
 * What a stamp writes, and all that Nx caches per brand: the files that differ between brands.
 * The web build's hashed assets, the same for every brand and ~97% of a site's files, are only
 * named in a list; caching a copy of them per brand cost more than all the stamping.
 */
export const STAMP_LAYOUT = {
  /** The brand's own files of the site: index.html, the worker, manifest, robots, sitemap, `brand/`. */
  site: 'site',
  /** The web build's files this site ships (its own catalogs only), relative to the web build. */
  sharedFiles: 'shared-files.json',
  nginxConfig: 'nginx.conf',
  securityHeaders: 'headers.json',
} as const;

export const nginxConfigPath = (outDir: string) => `${outDir}.nginx.conf`;
/** The same security headers as the nginx sample, as JSON beside the site, for the sandbox server (and any other host) to send. */
export const securityHeadersPath = (outDir: string) => `${outDir}.headers.json`;

/** What every brand reads from the one web build: read once per build, however many brands a batch stamps. */
interface WebBuild {
  html: string;
  /** Catalog chunk file → its language. */
  chunks: Map<string, CatalogChunk>;
  /** Every file of the build that a site may ship, relative to it: not the Vite manifest, not the files the stamp writes itself. */
  files: string[];
  worker: WebWorker;
}

const webBuilds = new Map<string, Promise<WebBuild>>();

async function readWebBuild(webDist: string): Promise<WebBuild> {
  const html = await readFile(join(webDist, INDEX_FILE), 'utf8');
  const manifestFile = join(webDist, VITE_MANIFEST_DIR, 'manifest.json');
  const manifest = JSON.parse(
    await readFile(manifestFile, 'utf8').catch(() => {
      throw new Error(`${manifestFile} is missing: the factory needs the web build's Vite manifest (build.manifest: true)`);
    }),
  ) as ViteManifest;
  // Linked files must never be written through, so the files a stamp writes are left out here.
  const written = new Set([INDEX_FILE, SERVICE_WORKER_FILE, WEB_MANIFEST_FILE, ROBOTS_FILE, SITEMAP_FILE]);
  const files = (await readdir(webDist, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(webDist, join(entry.parentPath, entry.name)))
    .filter(
      (file) =>
        !file.startsWith(`${VITE_MANIFEST_DIR}/`) && !file.startsWith(BRAND_ASSETS_BASE.slice(1)) && !written.has(uncompressedName(file)),
    );
  return { html, chunks: catalogChunks(manifest), files, worker: await readWebWorker(webDist) };
}

/** The web build at `webDist`, read once for as long as it is unchanged (a new build rewrites index.html and the manifest). */
async function webBuildAt(webDist: string): Promise<WebBuild> {
  const changed = await Promise.all(
    [INDEX_FILE, join(VITE_MANIFEST_DIR, 'manifest.json'), 'assets'].map((file) =>
      stat(join(webDist, file)).then(
        (s) => s.mtimeMs,
        () => 0,
      ),
    ),
  );
  const key = `${webDist}\0${changed.join(',')}`;
  if (!webBuilds.has(key)) webBuilds.set(key, readWebBuild(webDist));
  const build = webBuilds.get(key) as Promise<WebBuild>;
  build.catch(() => webBuilds.delete(key));
  return build;
}

/**
 * Where a stamped site keeps content-hashed copies of the brand files its pages name (logo, favicon,
 * share image): beside the web build's hashed files, so every server caches them for good (`immutable`)
 * as it does those, and a new logo reaches players under a new name.
 */
export const HASHED_BRAND_ASSETS_DIR = 'assets/brand';
/** Hex digits of the content hash in a brand file's name: enough to tell a brand's few files apart. */
const BRAND_HASH_LENGTH = 8;

/**
 * Copies each brand file of `paths` (brand-folder paths such as `assets/logo.svg`) into the site as
 * `assets/brand/logo-1a2b3c4d.svg`, named by its content; returns the address of each path's copy.
 */
async function hashBrandFiles(brandDir: string, site: string, paths: string[]): Promise<(path: string) => string> {
  await mkdir(join(site, HASHED_BRAND_ASSETS_DIR), { recursive: true });
  const addresses = new Map<string, string>();
  for (const path of new Set(paths)) {
    const content = await readFile(join(brandDir, path));
    const hash = createHash('sha256').update(content).digest('hex').slice(0, BRAND_HASH_LENGTH);
    const file = `${HASHED_BRAND_ASSETS_DIR}/${basename(path, extname(path))}-${hash}${extname(path)}`;
    await writeFile(join(site, file), content);
    addresses.set(path, `/${file}`);
  }
  return (path) => addresses.get(path) as string;
}

/** Writes `dir` whole or not at all: `fill` works in a scratch folder that replaces `dir` once it is done. */
async function replaceDir(dir: string, fill: (scratch: string) => Promise<void>): Promise<void> {
  const scratch = `${dir}.writing-${process.pid}`;
  await rm(scratch, { recursive: true, force: true });
  await mkdir(dirname(scratch), { recursive: true });
  await mkdir(scratch);
  try {
    await fill(scratch);
  } catch (error) {
    await rm(scratch, { recursive: true, force: true });
    throw error;
  }
  await rm(dir, { recursive: true, force: true });
  await rename(scratch, dir);
}

/**
 * Makes this brand's own files from the one brand-agnostic web build into `stampDir`, and lists
 * the web build's files its site ships. Nothing is written unless all of it is.
 */
export async function stampBrand({ brand: config, brandDir, webDist, stampDir }: StampOptions): Promise<StampResult> {
  const { html, chunks, files, worker } = await webBuildAt(webDist);
  const logoSize = await intrinsicSize(join(brandDir, config.theme.logo));
  const kept = keptCatalogs(config.supportedLanguages);
  const built = new Set([...chunks.values()].map((chunk) => chunk.language));
  const missing = [...kept].filter((language) => !built.has(language));
  if (missing.length > 0) throw new Error(`The web build has no catalog chunk for ${missing.join(', ')}`);
  /** Every shared file but the catalogs of other languages. */
  const ships = (file: string) => {
    const catalog = chunks.get(uncompressedName(file));
    return catalog === undefined || kept.has(catalog.language);
  };

  await replaceDir(stampDir, async (scratch) => {
    const site = join(scratch, STAMP_LAYOUT.site);
    await mkdir(site);
    // The brand folder under its own names, for addresses outside the site (a mail's logo); the pages name hashed copies.
    // A linked file is copied as its content: a link would carry this machine's path into Nx's cache, and the site keeps files only.
    await cp(join(brandDir, ASSETS_DIR), join(site, BRAND_ASSETS_BASE, ASSETS_DIR), {
      recursive: true,
      dereference: true,
      filter: isPublishedAsset,
    });
    const { logo, favicon } = config.theme;
    const shareImage = config.seo?.shareImage;
    const addressOf = await hashBrandFiles(brandDir, site, [logo, favicon, ...(shareImage ? [shareImage] : [])]);
    // What the site knows of its brand beyond the file: the logo's size, so it never loads unsized, and its files' addresses.
    const brand: BrandConfig = {
      ...config,
      theme: { ...config.theme, logo: addressOf(logo), favicon: addressOf(favicon), logoSize },
      ...(config.seo && { seo: { ...config.seo, ...(shareImage && { shareImage: addressOf(shareImage) }) } }),
    };
    const [defaultCatalog] = keptCatalogs([brand.defaultLanguage]);
    const catalogFile = [...chunks].find(([, { language, part }]) => language === defaultCatalog && part !== 'rest')?.[0];
    await writeFile(join(site, 'index.html'), stampHtml(html, brand, catalogFile));
    await writeFile(join(site, WEB_MANIFEST_FILE), JSON.stringify(await webManifest(brand, join(brandDir, favicon)), null, 2));
    // The crawler's files: without them a SPA answers /robots.txt with its HTML.
    await writeFile(join(site, ROBOTS_FILE), robotsTxt(brand));
    const sitemap = sitemapXml(brand);
    if (sitemap) await writeFile(join(site, SITEMAP_FILE), sitemap);
    // The brand's own files are compressed here (its text assets under brand/ too, such as an SVG logo); the shared
    // hashed assets came compressed from the web build. The worker lists the brand's own files, so it is written
    // once they are all in place.
    // The share image is for crawlers, which never run the worker: precaching it would cost every player its download.
    const pictures = new Set([brand.theme.logo, brand.theme.favicon]);
    const crawlersOnly = brand.seo?.shareImage && !pictures.has(brand.seo.shareImage) ? [brand.seo.shareImage.slice(1)] : [];
    await writeServiceWorker(worker, site, ships, crawlersOnly);
    await Promise.all([
      ...[INDEX_FILE, WEB_MANIFEST_FILE, ROBOTS_FILE, SERVICE_WORKER_FILE, ...(sitemap ? [SITEMAP_FILE] : [])].map((file) =>
        precompressFile(join(site, file)),
      ),
      precompressDir(join(site, BRAND_ASSETS_BASE)),
      precompressDir(join(site, HASHED_BRAND_ASSETS_DIR)),
    ]);
    await writeFile(join(scratch, STAMP_LAYOUT.sharedFiles), JSON.stringify(files.filter(ships), null, 1));
    await writeFile(join(scratch, STAMP_LAYOUT.nginxConfig), nginxConfig(brand));
    await writeFile(join(scratch, STAMP_LAYOUT.securityHeaders), JSON.stringify(securityHeaders(brand), null, 2));
  });
  return { catalogs: [...kept] };
}

export interface AssembleOptions {
  /** The web build the stamp listed its shared files from. */
  webDist: string;
  stampDir: string;
  /** The brand's site; the sample nginx config and the headers are written beside it. */
  outDir: string;
}

export interface AssembleResult {
  files: number;
  nginxConfigFile: string;
}

/**
 * The brand's site from its stamp: the shared files are hard links to the web build's (a brand
 * costs directory entries, not a copy of every asset and its compressed forms; a copy where
 * linking is not possible), the brand's own files are copies, so nothing written into the site
 * ever reaches the web build or the stamp. The site is replaced whole, at the end.
 */
export async function assembleSite({ webDist, stampDir, outDir }: AssembleOptions): Promise<AssembleResult> {
  const listFile = join(stampDir, STAMP_LAYOUT.sharedFiles);
  const shared = JSON.parse(
    await readFile(listFile, 'utf8').catch(() => {
      throw new Error(`${listFile} is missing: stamp the brand first`);
    }),
  ) as string[];
  const ownDir = join(stampDir, STAMP_LAYOUT.site);
  const own = (await readdir(ownDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(ownDir, join(entry.parentPath, entry.name)));
  await replaceDir(outDir, async (scratch) => {
    const files = [...shared, ...own];
    for (const dir of new Set(files.map((file) => dirname(join(scratch, file))))) await mkdir(dir, { recursive: true });
    await Promise.all([
      ...shared.map((file) =>
        link(join(webDist, file), join(scratch, file)).catch(() => copyFile(join(webDist, file), join(scratch, file))),
      ),
      ...own.map((file) => copyFile(join(ownDir, file), join(scratch, file))),
    ]);
  });
  const nginxConfigFile = nginxConfigPath(outDir);
  await copyFile(join(stampDir, STAMP_LAYOUT.nginxConfig), nginxConfigFile);
  await copyFile(join(stampDir, STAMP_LAYOUT.securityHeaders), securityHeadersPath(outDir));
  return { files: shared.length + own.length, nginxConfigFile };
}
