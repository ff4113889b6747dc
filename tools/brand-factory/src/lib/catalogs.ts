import { catalogLanguageFor, catalogPartOf, isLanguageCode, type CatalogPart, type LanguageCode } from '@wl/i18n/languages';

/** Where Vite writes its manifest inside the build (`build.manifest: true`); it never ships. */
export const VITE_MANIFEST_DIR = '.vite';

/** The part of Vite's `.vite/manifest.json` the factory reads. */
export type ViteManifest = Record<string, { file: string; src?: string; isDynamicEntry?: boolean }>;

/** A message catalog is lazy chunks built from `…/catalogs/<LANGUAGE>.json?part=…` (libs/i18n). */
const CATALOG_SOURCE = /\/catalogs\/([A-Z]{2}(?:-[A-Z]{2})?)\.json(?:\?|$)/;

export interface CatalogChunk {
  language: string;
  /** Which part of the catalog the chunk holds; the shell part is what index.html preloads. */
  part?: CatalogPart;
}

/** The web build's catalog chunks: output file (e.g. `assets/EN-1a2b.js`) → catalog language and part. */
export function catalogChunks(manifest: ViteManifest): Map<string, CatalogChunk> {
  const chunks = new Map<string, CatalogChunk>();
  for (const [source, chunk] of Object.entries(manifest)) {
    const language = CATALOG_SOURCE.exec(source)?.[1];
    if (chunk.isDynamicEntry && language && isLanguageCode(language)) chunks.set(chunk.file, { language, part: catalogPartOf(source) });
  }
  if (chunks.size === 0)
    throw new Error('The web build has no catalog chunks in its Vite manifest; did libs/i18n stop lazy-loading catalogs?');
  return chunks;
}

/** The catalogs a brand's languages read. */
export function keptCatalogs(languages: readonly LanguageCode[]): Set<string> {
  return new Set(languages.map(catalogLanguageFor));
}
