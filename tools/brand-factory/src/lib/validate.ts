import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, extname, join, relative, sep } from 'node:path';
import type { BrandConfig } from '@wl/brand';
import { imageFactsOf, looksLikeSvg, type ImageFacts } from '@wl/brand/image-facts';
import { BRAND_CODE, BRAND_CODE_RULE, formatJsonPath, parseBrand } from '@wl/brand/schema';
import { catalogLanguageFor, isLanguageCode } from '@wl/i18n/languages';
import { MAX_PRECACHED_BYTES } from './service-worker';
import { ASSETS_DIR, isPublishedAsset } from './published-assets';
import { svgDocumentProblem } from './svg-document';

/** One problem of a brand folder, as the factory prints it. */
export interface BrandProblem {
  /** The file as the operator names it, e.g. `brands/acme/brand.json`. */
  file: string;
  /** JSON path, e.g. `theme.palette.text`; empty for the file as a whole. */
  path: string;
  message: string;
}

/** What an operator should know of a valid brand (a language whose words come from another catalog); never stops a build. */
export type BrandNote = BrandProblem;

export type Validation = ({ ok: true; brand: BrandConfig } | { ok: false; problems: BrandProblem[] }) & { notes: BrandNote[] };

export const BRAND_FILE = 'brand.json';

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

/** What each picture field takes, by the file's extension: the format its content must be in. */
const FORMAT_BY_EXTENSION: Record<string, { type: string; name: string }> = {
  svg: { type: 'svg', name: 'SVG' },
  png: { type: 'png', name: 'PNG' },
  webp: { type: 'webp', name: 'WebP' },
  ico: { type: 'ico', name: 'ICO' },
  jpg: { type: 'jpg', name: 'JPEG' },
};

const MEGABYTE = 1024 * 1024;
/** Rounded up, so a file just over the limit never prints as the limit. */
const megabytes = (bytes: number) => `${Math.ceil((bytes / MEGABYTE) * 100) / 100} MB`;

/**
 * The most pixels a raster logo or favicon may have: each page decodes it whole (a phone keeps 4 bytes a pixel)
 * to draw it a few dozen pixels high. 4 megapixels is 16 MB decoded, and more than any header needs.
 */
export const MAX_ICON_PIXELS = 4_000_000;
/** The installed app's icon is the favicon (web-manifest.ts): browsers want one of 192 × 192 at least to install a site. */
export const MIN_APP_ICON_SIDE = 192;
/** Link previews (Facebook, LinkedIn) skip a share image under 200 × 200 or over 8 MB. */
export const MIN_SHARE_IMAGE_SIDE = 200;
export const MAX_SHARE_IMAGE_BYTES = 8 * MEGABYTE;
/** The shape link previews crop a share image to (1200 × 630); a picture this far off it loses its edges. */
const SHARE_IMAGE_RATIO = 1200 / 630;
const SHARE_IMAGE_RATIO_SLACK = 0.1;

interface PictureRule {
  /** The largest file, and why. */
  maxBytes: number;
  tooLarge: string;
  /** The site draws it scaled to the header's height, which crops an SVG without a viewBox. */
  scaled?: boolean;
  /** A browser tab's and an installed app's icon is square. */
  square?: boolean;
  /** Checks of its pixel size, for a raster picture (an SVG has no pixels of its own). */
  raster?: (image: ImageFacts) => string | undefined;
  /** What an operator should know of its size, without refusing it. */
  note?: (image: ImageFacts) => string | undefined;
}

const PRECACHED = `the service worker precaches files of at most ${megabytes(MAX_PRECACHED_BYTES)}, so the build would fail; make it smaller`;

const sizeOf = ({ width, height }: ImageFacts) => `${width} × ${height}`;

/** A raster logo or favicon of more than MAX_ICON_PIXELS. */
const tooManyPixels = (image: ImageFacts) =>
  image.width * image.height > MAX_ICON_PIXELS
    ? `is ${sizeOf(image)} pixels: every page decodes all of them to draw it a few dozen pixels high; make it at most ${MAX_ICON_PIXELS / 1e6} megapixels`
    : undefined;

const PICTURES: Record<string, PictureRule> = {
  'theme.logo': { maxBytes: MAX_PRECACHED_BYTES, tooLarge: PRECACHED, scaled: true, raster: tooManyPixels },
  'theme.favicon': {
    maxBytes: MAX_PRECACHED_BYTES,
    tooLarge: PRECACHED,
    square: true,
    raster: (image) =>
      image.width < MIN_APP_ICON_SIDE
        ? `is ${sizeOf(image)}: it is also the installed app's icon, which must be at least ${MIN_APP_ICON_SIDE} × ${MIN_APP_ICON_SIDE}; give a larger PNG, or an SVG`
        : tooManyPixels(image),
  },
  // Only crawlers fetch it: it is not precached.
  'seo.shareImage': {
    maxBytes: MAX_SHARE_IMAGE_BYTES,
    tooLarge: `link previews skip a share image over ${megabytes(MAX_SHARE_IMAGE_BYTES)}; make it smaller (1200 × 630 is best)`,
    raster: (image) =>
      Math.min(image.width, image.height) < MIN_SHARE_IMAGE_SIDE
        ? `is ${sizeOf(image)}: link previews skip a share image under ${MIN_SHARE_IMAGE_SIDE} × ${MIN_SHARE_IMAGE_SIDE}; 1200 × 630 is best`
        : undefined,
    note: (image) =>
      Math.abs(image.width / image.height / SHARE_IMAGE_RATIO - 1) > SHARE_IMAGE_RATIO_SLACK
        ? `is ${sizeOf(image)}: link previews crop it to 1.91:1 (1200 × 630), so its edges will not show`
        : undefined,
  },
};

/**
 * Why the file `asset` (a brand-folder path, its extension one of FORMAT_BY_EXTENSION's) cannot ship, said after its
 * name ("is a folder, not a picture"), or what picture it is: a file of `maxBytes` at most, of the format its extension
 * says, and an SVG that runs and loads nothing.
 */
async function readAsset(
  asset: string,
  brandDir: string,
  shownDir: string,
  maxBytes: number,
  tooLarge: string,
): Promise<string | ImageFacts> {
  const file = join(brandDir, asset);
  let info;
  try {
    info = await stat(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return `is not in ${shownDir}/`;
    return `cannot be read (${code ?? (error as Error).message})`;
  }
  if (info.isDirectory()) return 'is a folder, not a picture';
  if (!info.isFile()) return 'is not a regular file';
  if (info.size > maxBytes) return `is ${megabytes(info.size)}: ${tooLarge}`;
  const format = FORMAT_BY_EXTENSION[extname(asset).slice(1).toLowerCase()];
  const bytes = await readFile(file);
  // Read as a document first: a broken or unsafe SVG's size is no size (image-facts only reads its root tag).
  const checkedAsSvg = format.type === 'svg' && looksLikeSvg(bytes);
  if (checkedAsSvg) {
    const problem = await svgDocumentProblem(new TextDecoder().decode(bytes));
    if (problem) return problem;
  }
  let image: ImageFacts;
  try {
    image = imageFactsOf(bytes);
  } catch (error) {
    return `cannot be read as ${format.name} (${(error as Error).message})`;
  }
  // image-size finds an SVG's tag anywhere in its first kilobyte (after a run of blank lines, say): checked all the same.
  if (image.type === 'svg' && !checkedAsSvg) {
    const problem = await svgDocumentProblem(new TextDecoder().decode(bytes));
    if (problem) return problem;
  }
  if (image.type !== format.type) {
    const held = Object.values(FORMAT_BY_EXTENSION).find(({ type }) => type === image.type)?.name ?? image.type.toUpperCase();
    return `holds ${held}, not ${format.name}: save it as ${format.name} or name it by its format`;
  }
  return image;
}

/** Why the picture `asset` (a brand-folder path) is not fit for `path`, or what it is when it is. */
async function readPicture(path: string, asset: string, brandDir: string, shownDir: string): Promise<string | ImageFacts> {
  const rule = PICTURES[path];
  const image = await readAsset(asset, brandDir, shownDir, rule.maxBytes, rule.tooLarge);
  if (typeof image === 'string') return `names ${asset}, which ${image}`;
  if (rule.scaled && image.type === 'svg' && !image.viewBox) {
    return `names ${asset}, an SVG without a viewBox: the header scales the logo to its height, which crops an SVG without one; give it a viewBox`;
  }
  if (rule.square && image.width !== image.height) {
    return `names ${asset}, which is ${sizeOf(image)}: a favicon must be square (a browser tab and an installed app show it so)`;
  }
  const sizeProblem = image.type === 'svg' ? undefined : rule.raster?.(image);
  if (sizeProblem) return `names ${asset}, which ${sizeProblem}`;
  return image;
}

/**
 * What `assets/` may hold: the picture formats the site draws (each field takes some of them), and nothing else. All of
 * it is served on the brand's own origin, where a page or script left there would run as the site's; the site ships no
 * web font (theme.fontFamily names the device's fonts), so fonts have no use there either.
 */
const ASSET_EXTENSIONS = Object.keys(FORMAT_BY_EXTENSION);
const ASSET_TYPES = `${ASSET_EXTENSIONS.slice(0, -1)
  .map((extension) => `.${extension}`)
  .join(', ')} or .${ASSET_EXTENSIONS[ASSET_EXTENSIONS.length - 1]}`;
/** Not precached (the pages name hashed copies of the fields' pictures), but every build copies and compresses each one. */
const ASSET_TOO_LARGE = `the files of assets/ are held to ${megabytes(MAX_PRECACHED_BYTES)}, as the logo and favicon are (every build copies and compresses them into the site); make it smaller`;

/**
 * Every file of `assets/` but those `named` (read at their fields), checked as the pictures are: the stamp publishes
 * them all on the brand's origin, named by the file with the reason.
 */
async function otherAssetProblems(brandDir: string, shownDir: string, named: Set<string>): Promise<BrandProblem[]> {
  let entries;
  try {
    entries = await readdir(join(brandDir, ASSETS_DIR), { recursive: true, withFileTypes: true });
  } catch (error) {
    // Without the folder there is nothing to publish; the logo and favicon it must hold are missing at their fields.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return [];
    return [{ file: `${shownDir}/${ASSETS_DIR}`, path: '', message: `cannot be read as a folder (${code ?? (error as Error).message})` }];
  }
  const assets = entries
    .filter((entry) => !entry.isDirectory() && isPublishedAsset(entry.name))
    .map((entry) => relative(brandDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((asset) => !named.has(asset))
    .sort();
  const problems: BrandProblem[] = [];
  for (const asset of assets) {
    const problem = Object.hasOwn(FORMAT_BY_EXTENSION, extname(asset).slice(1).toLowerCase())
      ? await readAsset(asset, brandDir, shownDir, MAX_PRECACHED_BYTES, ASSET_TOO_LARGE)
      : `is not a picture the site uses (${ASSET_TYPES}): everything in assets/ is published on the brand's site; keep other files elsewhere`;
    if (typeof problem === 'string') problems.push({ file: `${shownDir}/${asset}`, path: '', message: problem });
  }
  return problems;
}

/** A folder name fit to be a code, from one that is not (`Acme_Casino` → `acme-casino`); none when nothing is left. */
function codeLike(folder: string): string | undefined {
  const code = folder
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return BRAND_CODE.test(code) ? code : undefined;
}

/** Why the brand's folder cannot be a brand: its name is the code, the Nx project's name and a path of every build. */
function folderNameProblem(folder: string): string | undefined {
  if (BRAND_CODE.test(folder)) return undefined;
  const better = codeLike(folder);
  return `the folder name "${folder}" is not a valid code (${BRAND_CODE_RULE}): rename the folder${better ? `, e.g. to "${better}",` : ''} and set code to its new name`;
}

/** A problem of the brand file, or of another file of its folder, which then names it. */
type FolderProblem = Omit<BrandProblem, 'file'> & Partial<Pick<BrandProblem, 'file'>>;

/**
 * What a file alone cannot tell: the code names its folder, the logo, favicon and share image it
 * names are pictures there, of the format their names say (each read as the stamp reads it), and every other
 * file of `assets/` is a picture fit to publish. Checked on the raw JSON, skipping paths the schema already
 * faults, so a file with both kinds of problem shows them all at once.
 */
async function folderProblems(
  json: unknown,
  faulted: Set<string>,
  brandDir: string,
  shownDir: string,
): Promise<{ problems: FolderProblem[]; notes: Array<Omit<BrandNote, 'file'>> }> {
  const problems: FolderProblem[] = [];
  const notes: Array<Omit<BrandNote, 'file'>> = [];
  const brand = json as { code?: unknown; theme?: { logo?: unknown; favicon?: unknown }; seo?: { shareImage?: unknown } };
  const folder = basename(brandDir);
  const badFolder = folderNameProblem(folder);
  // A folder that cannot be a code is the thing to fix: asking for its name as the code would ask for an invalid code.
  if (badFolder) problems.push({ path: 'code', message: badFolder });
  else if (!faulted.has('code') && brand.code !== folder) problems.push({ path: 'code', message: `must be the folder name "${folder}"` });
  const files: Array<[path: string, asset: unknown]> = [
    ['theme.logo', brand.theme?.logo],
    ['theme.favicon', brand.theme?.favicon],
    ['seo.shareImage', brand.seo?.shareImage],
  ];
  const named = new Set<string>();
  for (const [path, asset] of files) {
    if (faulted.has(path) || typeof asset !== 'string') continue;
    named.add(asset);
    const picture = await readPicture(path, asset, brandDir, shownDir);
    if (typeof picture === 'string') {
      problems.push({ path, message: picture });
      continue;
    }
    const note = PICTURES[path].note?.(picture);
    if (note) notes.push({ path, message: `names ${asset}, which ${note}` });
  }
  problems.push(...(await otherAssetProblems(brandDir, shownDir, named)));
  return { problems, notes };
}

/**
 * Each offered language without a catalog of its own: it is accepted (its numbers, dates and direction are its
 * own), but its words come from another catalog, which the operator should know before players see it.
 */
function languageNotes(json: unknown): Array<Omit<BrandNote, 'file'>> {
  const languages = (json as { supportedLanguages?: unknown }).supportedLanguages;
  if (!Array.isArray(languages)) return [];
  return languages.flatMap((language, index) => {
    if (typeof language !== 'string' || !isLanguageCode(language)) return [];
    const catalog = catalogLanguageFor(language);
    if (catalog === language) return [];
    return [
      {
        path: `supportedLanguages[${index}]`,
        message: `${language} has no translation catalog: its words come from the ${catalog} catalog, while numbers, dates and the page's direction follow ${language}`,
      },
    ];
  });
}

/** The lines a key of the file is given on, more than once within one object: JSON.parse keeps the last silently. */
async function duplicateKeyProblems(text: string): Promise<Array<Omit<BrandProblem, 'file'>>> {
  // jsonc-eslint-parser (a direct dependency) gives every key with its line; loaded here, only for files JSON.parse took.
  const { parseJSON } = await import('jsonc-eslint-parser');
  type Node = ReturnType<typeof parseJSON>['body'][number]['expression'];
  const problems: Array<Omit<BrandProblem, 'file'> & { line: number }> = [];
  const visit = (node: Node, path: PropertyKey[]) => {
    if (node.type === 'JSONArrayExpression') node.elements.forEach((element, index) => element && visit(element, [...path, index]));
    if (node.type !== 'JSONObjectExpression') return;
    const lines = new Map<string, number[]>();
    for (const property of node.properties) {
      const key = String(property.key.type === 'JSONIdentifier' ? property.key.name : property.key.value);
      lines.set(key, [...(lines.get(key) ?? []), property.loc.start.line]);
      visit(property.value, [...path, key]);
    }
    for (const [key, at] of lines) {
      if (at.length < 2) continue;
      const times = at.length === 2 ? 'twice' : `${at.length} times`;
      const list = `${at.slice(0, -1).join(', ')} and ${at[at.length - 1]}`;
      problems.push({
        line: at[0],
        path: formatJsonPath([...path, key]),
        message: `given ${times} (lines ${list}): only the last would count; keep one`,
      });
    }
  };
  visit(parseJSON(text, { jsonSyntax: 'JSON' }).body[0].expression, []);
  // In the file's order, as an editor shows them.
  return problems.sort((a, b) => a.line - b.line).map(({ path, message }) => ({ path, message }));
}

/**
 * Every problem of `brands/<code>/brand.json` at once, each with the file, the JSON path and the
 * reason; `shownFile` is how messages name the file (relative to the workspace).
 */
export async function validateBrandFile(file: string, shownFile = file): Promise<Validation> {
  const fail = (path: string, message: string): Validation => ({ ok: false, problems: [{ file: shownFile, path, message }], notes: [] });
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
  const problems: FolderProblem[] = [...(await duplicateKeyProblems(text)), ...(parsed.ok ? [] : parsed.issues)];
  const notes: Array<Omit<BrandNote, 'file'>> = [];
  if (typeof json === 'object' && json !== null && !Array.isArray(json)) {
    const folder = await folderProblems(json, new Set(problems.map((problem) => problem.path)), dirname(file), dirname(shownFile));
    problems.push(...folder.problems);
    notes.push(...languageNotes(json), ...folder.notes);
  }
  const inFile = <T extends FolderProblem>(list: T[]) => list.map((item) => ({ file: shownFile, ...item }));
  if (parsed.ok && problems.length === 0) return { ...parsed, notes: inFile(notes) };
  return { ok: false, problems: inFile(problems), notes: inFile(notes) };
}

/** A brand that passed on its own, and how the operator names its file. */
export interface ValidBrand {
  file: string;
  brand: BrandConfig;
}

/** What brands are compared by: each one's merchant code and site address, and how its file is named. */
interface BrandKeys {
  file: string;
  merchantCode?: string;
  /** An origin, as the schema keeps it. */
  siteUrl?: string;
}

const keysOf = ({ file, brand }: ValidBrand): BrandKeys => ({ file, merchantCode: brand.merchantCode, siteUrl: brand.seo?.siteUrl });

/** Each brand whose `valueOf` another brand shares, with the files of the others. */
function sharedBy(
  brands: readonly BrandKeys[],
  valueOf: (brand: BrandKeys) => string | undefined,
  problem: (value: string, others: string) => Omit<BrandProblem, 'file'>,
): BrandProblem[] {
  const filesByValue = new Map<string, string[]>();
  for (const brand of brands) {
    const value = valueOf(brand);
    if (value !== undefined) filesByValue.set(value, [...(filesByValue.get(value) ?? []), brand.file]);
  }
  return brands.flatMap((brand) => {
    const value = valueOf(brand);
    if (value === undefined) return [];
    const others = (filesByValue.get(value) ?? []).filter((other) => other !== brand.file);
    return others.length === 0 ? [] : [{ file: brand.file, ...problem(value, others.join(', ')) }];
  });
}

const merchantCodesShared = (brands: readonly BrandKeys[]) =>
  sharedBy(
    brands,
    (brand) => brand.merchantCode,
    (code, others) => ({
      path: 'merchantCode',
      message: `"${code}" is also the merchant code of ${others}: their sites would call the API as one merchant`,
    }),
  );

const siteUrlsShared = (brands: readonly BrandKeys[]) =>
  sharedBy(
    brands,
    (brand) => brand.siteUrl,
    (siteUrl, others) => ({
      path: 'seo.siteUrl',
      message: `"${siteUrl}" is also the site address of ${others}: their canonical links and sitemaps would claim the same pages`,
    }),
  );

/**
 * What no single file shows: brands sharing a merchant code, each named with the others. The API
 * knows a merchant only by the Merchant header, so those sites would sign players in, pay and
 * report as one merchant.
 */
export function sharedMerchantCodes(brands: readonly ValidBrand[]): BrandProblem[] {
  return merchantCodesShared(brands.map(keysOf));
}

/**
 * Brands naming the same site address (`seo.siteUrl`, an origin once parsed), each named with the others:
 * both would claim the same canonical links and sitemap, and search engines would keep one of them.
 */
export function sharedSiteUrls(brands: readonly ValidBrand[]): BrandProblem[] {
  return siteUrlsShared(brands.map(keysOf));
}

/**
 * The merchant codes and site addresses of every brand folder in `brandsDir` but `code` whose file the schema accepts
 * (its pictures are its own build's to read, so a build reading its siblings stays milliseconds). A folder being made,
 * whose file is not a brand yet, stops no other brand's build: its own build says why; `check` compares valid brands too.
 */
async function otherBrandsKeys(brandsDir: string, code: string, shown: (file: string) => string): Promise<BrandKeys[]> {
  const folders = (await readdir(brandsDir, { withFileTypes: true })).filter((entry) => entry.isDirectory() && entry.name !== code);
  const keys = await Promise.all(
    folders.map(async ({ name }): Promise<BrandKeys[]> => {
      const file = join(brandsDir, name, BRAND_FILE);
      let parsed;
      try {
        parsed = parseBrand(JSON.parse((await readFile(file, 'utf8')).replace(/^\uFEFF/, '')));
      } catch {
        return [];
      }
      if (!parsed.ok) return [];
      return [keysOf({ file: shown(file), brand: parsed.brand })];
    }),
  );
  return keys.flat();
}

/**
 * `brand`'s merchant code or site address used by another folder of `brandsDir` too, naming the field and the
 * other brand's file: a brand's build checks this itself, so a copied folder with the old merchant code never
 * builds. `shown` names a file as messages do.
 */
export async function sharedWithOtherBrands(brandsDir: string, own: ValidBrand, shown: (file: string) => string): Promise<BrandProblem[]> {
  const brands = [keysOf(own), ...(await otherBrandsKeys(brandsDir, own.brand.code, shown))];
  return [...merchantCodesShared(brands), ...siteUrlsShared(brands)].filter((problem) => problem.file === own.file);
}

export function formatProblem({ file, path, message }: BrandProblem): string {
  return path ? `${file}: ${path}: ${message}` : `${file}: ${message}`;
}

export function formatProblems(problems: BrandProblem[]): string {
  return problems.map(formatProblem).join('\n');
}

/** Notes as the factory prints them: like problems, marked so no one takes them for a refusal. */
export function formatNotes(notes: BrandNote[]): string {
  return notes.map((note) => `note: ${formatProblem(note)}`).join('\n');
}
