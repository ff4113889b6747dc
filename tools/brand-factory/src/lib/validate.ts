import { access, readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { BrandConfig } from '@wl/brand';
import { parseBrand } from '@wl/brand/schema';
import { intrinsicSize } from './image-size';

/** One problem of a brand folder, as the factory prints it. */
export interface BrandProblem {
  /** The file as the operator names it, e.g. `brands/acme/brand.json`. */
  file: string;
  /** JSON path, e.g. `theme.palette.text`; empty for the file as a whole. */
  path: string;
  message: string;
}

export type Validation = { ok: true; brand: BrandConfig } | { ok: false; problems: BrandProblem[] };

export const BRAND_FILE = 'brand.json';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Where V8 says JSON broke, when it says: "… in JSON at position 12". */
const POSITION = /at position (\d+)/;

/** Why `text` is not JSON, or undefined when it is. */
function jsonError(text: string): string | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * The offset where `text` stops being JSON. V8 names it for most faults, but not for an unexpected token (a
 * single-quoted string, a bare word): it quotes the text instead. Every prefix that stops before the fault
 * parses or merely ends early, and every prefix that holds it fails, so halving the prefix finds it.
 */
function faultOffset(text: string, reason: string): number {
  const named = POSITION.exec(reason)?.[1];
  if (named !== undefined) return Number(named);
  const holdsFault = (length: number) => {
    const why = jsonError(text.slice(0, length));
    return why !== undefined && !/end of JSON input/.test(why) && Number(POSITION.exec(why)?.[1]) !== length;
  };
  if (!holdsFault(text.length)) return text.length;
  let [clean, faulty] = [0, text.length];
  while (faulty - clean > 1) {
    const middle = Math.floor((clean + faulty) / 2);
    if (holdsFault(middle)) faulty = middle;
    else clean = middle;
  }
  return faulty - 1;
}

/** Editors speak in lines and columns, not offsets; V8's quote of the file is left out (the line says where). */
function jsonSyntaxMessage(text: string, reason: string): string {
  const why = reason.replace(/ in JSON at position \d+.*$/s, '').replace(/, (?:\.\.\.)?".*"(?:\.\.\.)? is not valid JSON$/s, '');
  const before = text.slice(0, faultOffset(text, reason)).split('\n');
  return `is not valid JSON at line ${before.length}, column ${before[before.length - 1].length + 1} (${why})`;
}

/**
 * What a file alone cannot tell: the code names its folder, and the logo, favicon and share image it
 * names are there (the logo with a size that can be read). Checked on the raw JSON, skipping paths
 * the schema already faults, so a file with both kinds of problem shows them all at once.
 */
async function folderProblems(
  json: unknown,
  faulted: Set<string>,
  brandDir: string,
  shownDir: string,
): Promise<Array<Omit<BrandProblem, 'file'>>> {
  const problems: Array<Omit<BrandProblem, 'file'>> = [];
  const brand = json as { code?: unknown; theme?: { logo?: unknown; favicon?: unknown }; seo?: { shareImage?: unknown } };
  const folder = basename(brandDir);
  if (!faulted.has('code') && brand.code !== folder) problems.push({ path: 'code', message: `must be the folder name "${folder}"` });
  const files: Array<[path: string, asset: unknown]> = [
    ['theme.logo', brand.theme?.logo],
    ['theme.favicon', brand.theme?.favicon],
    ['seo.shareImage', brand.seo?.shareImage],
  ];
  for (const [path, asset] of files) {
    if (faulted.has(path) || typeof asset !== 'string') continue;
    if (!(await exists(join(brandDir, asset)))) {
      problems.push({ path, message: `names ${asset}, which is not in ${shownDir}/` });
    } else if (path === 'theme.logo') {
      // The header sizes the logo before it loads, from the size the stamp reads here.
      const unreadable = await intrinsicSize(join(brandDir, asset)).then(
        () => undefined,
        (error: Error) => error.message,
      );
      if (unreadable) {
        problems.push({ path: 'theme.logo', message: `names ${asset}, whose size cannot be read (${unreadable}): give an SVG a viewBox` });
      }
    }
  }
  return problems;
}

/**
 * Every problem of `brands/<code>/brand.json` at once, each with the file, the JSON path and the
 * reason; `shownFile` is how messages name the file (relative to the workspace).
 */
export async function validateBrandFile(file: string, shownFile = file): Promise<Validation> {
  const fail = (path: string, message: string): Validation => ({ ok: false, problems: [{ file: shownFile, path, message }] });
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return fail('', `cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  // Windows editors may start a UTF-8 file with a byte-order mark, which JSON allows a reader to skip (RFC 8259 §8.1).
  text = text.replace(/^\uFEFF/, '');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return fail('', jsonSyntaxMessage(text, (error as Error).message));
  }
  const parsed = parseBrand(json);
  const problems = parsed.ok ? [] : [...parsed.issues];
  if (typeof json === 'object' && json !== null && !Array.isArray(json)) {
    problems.push(...(await folderProblems(json, new Set(problems.map((problem) => problem.path)), dirname(file), dirname(shownFile))));
  }
  if (parsed.ok && problems.length === 0) return parsed;
  return { ok: false, problems: problems.map((problem) => ({ file: shownFile, ...problem })) };
}

/** A brand that passed on its own, and how the operator names its file. */
export interface ValidBrand {
  file: string;
  brand: BrandConfig;
}

/** Each brand whose `valueOf` another brand shares, with the files of the others. */
function sharedBy(
  brands: readonly ValidBrand[],
  valueOf: (brand: BrandConfig) => string | undefined,
  problem: (value: string, others: string) => Omit<BrandProblem, 'file'>,
): BrandProblem[] {
  const filesByValue = new Map<string, string[]>();
  for (const { file, brand } of brands) {
    const value = valueOf(brand);
    if (value !== undefined) filesByValue.set(value, [...(filesByValue.get(value) ?? []), file]);
  }
  return brands.flatMap(({ file, brand }) => {
    const value = valueOf(brand);
    if (value === undefined) return [];
    const others = (filesByValue.get(value) ?? []).filter((other) => other !== file);
    return others.length === 0 ? [] : [{ file, ...problem(value, others.join(', ')) }];
  });
}

/**
 * What no single file shows: brands sharing a merchant code, each named with the others. The API
 * knows a merchant only by the Merchant header, so those sites would sign players in, pay and
 * report as one merchant.
 */
export function sharedMerchantCodes(brands: readonly ValidBrand[]): BrandProblem[] {
  return sharedBy(
    brands,
    (brand) => brand.merchantCode,
    (code, others) => ({
      path: 'merchantCode',
      message: `"${code}" is also the merchant code of ${others}: their sites would call the API as one merchant`,
    }),
  );
}

/**
 * Brands naming the same site address (`seo.siteUrl`, an origin once parsed), each named with the others:
 * both would claim the same canonical links and sitemap, and search engines would keep one of them.
 */
export function sharedSiteUrls(brands: readonly ValidBrand[]): BrandProblem[] {
  return sharedBy(
    brands,
    (brand) => brand.seo?.siteUrl,
    (siteUrl, others) => ({
      path: 'seo.siteUrl',
      message: `"${siteUrl}" is also the site address of ${others}: their canonical links and sitemaps would claim the same pages`,
    }),
  );
}

export function formatProblem({ file, path, message }: BrandProblem): string {
  return path ? `${file}: ${path}: ${message}` : `${file}: ${message}`;
}

export function formatProblems(problems: BrandProblem[]): string {
  return problems.map(formatProblem).join('\n');
}
