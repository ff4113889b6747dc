import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { brandJsonSchema } from '@wl/brand/schema';
import { withGeneratedParts, withoutTableLayout } from './brand-docs';
import { newBrandFolder, NewBrandError, newBrandNotes, type NewBrandOptions } from './new-brand';
import { assembleSite, stampBrand } from './stamp';
import type { BrandConfig } from '@wl/brand';
import {
  BRAND_FILE,
  formatNotes,
  formatProblems,
  sharedMerchantCodes,
  sharedSiteUrls,
  sharedWithOtherBrands,
  validateBrandFile,
  type ValidBrand,
} from './validate';

/** Workspace layout the factory reads and writes. */
export const paths = (root: string) => ({
  brands: join(root, 'brands'),
  jsonSchema: join(root, 'brands', 'brand.schema.json'),
  /** The operator's guide, whose field and language tables are generated (brand-docs.ts). */
  brandDocs: join(root, 'docs', 'brands.md'),
  webDist: join(root, 'dist', 'apps', 'web'),
  /** The brand's own files, cached per brand by Nx (what `assembleBrandSite` makes the site from). */
  brandStamp: (code: string) => join(root, 'dist', 'stamps', code),
  brandDist: (code: string) => join(root, 'dist', 'brands', code),
});

/** Where a brand build's report goes: the terminal, or an Nx batch task's own output. */
export interface Report {
  info(line: string): void;
  error(line: string): void;
}

/** One step of a brand's build; 0 when it worked, 1 when it printed why not. */
export type BrandStep = (root: string, code: string, report?: Report) => Promise<number>;

/** Looked up on each line, so a console replaced later (a test's spy) is the one written to. */
const consoleReport: Report = { info: (line) => console.log(line), error: (line) => console.error(line) };

/**
 * Brand `code` when its folder is valid and no other brand folder has its merchant code or site address; else
 * undefined, every problem reported (`not` says what did not happen). Notes are reported either way.
 */
async function checkedBrand(root: string, code: string, report: Report, not: string): Promise<BrandConfig | undefined> {
  const at = paths(root);
  const file = join(at.brands, code, BRAND_FILE);
  const shown = relative(root, file);
  const validation = await validateBrandFile(file, shown);
  if (validation.notes.length > 0) report.info(formatNotes(validation.notes));
  // Nx builds one brand at a time too (`nx run brand-acme:build`), so the build itself looks at the others.
  const problems = validation.ok
    ? await sharedWithOtherBrands(at.brands, { file: shown, brand: validation.brand }, (other) => relative(root, other))
    : validation.problems;
  if (!validation.ok || problems.length > 0) {
    report.error(formatProblems(problems));
    report.error(`✖ brand ${code}: ${not}, ${problems.length} problem(s) above`);
    return undefined;
  }
  return validation.brand;
}

/**
 * Validates one brand as its build does, and writes nothing: the `validate` target, which needs no web build, so an
 * operator learns of a typo in seconds. Exit code 1 when it has problems.
 */
export const validateBrand: BrandStep = async (root, code, report = consoleReport) => {
  const started = performance.now();
  if (!(await checkedBrand(root, code, report, 'invalid'))) return 1;
  report.info(`✔ brand ${code} valid (${Math.round(performance.now() - started)} ms)`);
  return 0;
};

/**
 * Validates one brand, and that no other brand folder has its merchant code or site address, and stamps its
 * own files into `dist/stamps/<code>/`. A brand with problems prints all of them and writes nothing; exit code 1.
 */
export const stampBrandFiles: BrandStep = async (root, code, report = consoleReport) => {
  const started = performance.now();
  const at = paths(root);
  const brandDir = join(at.brands, code);
  const brand = await checkedBrand(root, code, report, 'not built');
  if (!brand) return 1;
  const stampDir = at.brandStamp(code);
  const { catalogs } = await stampBrand({ brand, brandDir, webDist: at.webDist, stampDir });
  report.info(
    `✔ brand ${code} stamped → ${relative(root, stampDir)}/ (catalogs ${catalogs.join(', ')}; ${Math.round(performance.now() - started)} ms)`,
  );
  return 0;
};

/** Makes `dist/brands/<code>/` from the brand's stamp and the web build. */
export const assembleBrandSite: BrandStep = async (root, code, report = consoleReport) => {
  const started = performance.now();
  const at = paths(root);
  const outDir = at.brandDist(code);
  const { files, nginxConfigFile } = await assembleSite({ webDist: at.webDist, stampDir: at.brandStamp(code), outDir });
  report.info(
    `✔ brand ${code} → ${relative(root, outDir)}/ (${files} files; nginx sample ${relative(root, nginxConfigFile)}; ${Math.round(performance.now() - started)} ms)`,
  );
  return 0;
};

/** Both steps: the brand's site from its `brand.json` (the CLI's `build`, outside Nx). */
export const buildBrand: BrandStep = async (root, code, report = consoleReport) =>
  (await stampBrandFiles(root, code, report)) || assembleBrandSite(root, code, report);

/**
 * Validates every brand folder, then what only all of them together show (a merchant code or site
 * address used twice); prints every problem at once, exit code 1. Each brand's build checks its own folder
 * and the same two values against the other folders.
 */
export async function checkBrands(root: string): Promise<number> {
  const brandsDir = paths(root).brands;
  const codes = (await readdir(brandsDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const validations = await Promise.all(
    codes.map(async (code) => {
      const file = join(brandsDir, code, BRAND_FILE);
      const shown = relative(root, file);
      return { file: shown, validation: await validateBrandFile(file, shown) };
    }),
  );
  const valid: ValidBrand[] = validations.flatMap(({ file, validation }) => (validation.ok ? [{ file, brand: validation.brand }] : []));
  const problems = [
    ...validations.flatMap(({ validation }) => (validation.ok ? [] : validation.problems)),
    ...sharedMerchantCodes(valid),
    ...sharedSiteUrls(valid),
  ];
  const notes = validations.flatMap(({ validation }) => validation.notes);
  if (notes.length > 0) console.log(formatNotes(notes));
  if (problems.length > 0) {
    console.error(formatProblems(problems));
    console.error(`✖ brands: ${problems.length} problem(s) above`);
    return 1;
  }
  console.log(`✔ ${codes.length} brands valid, each with its own merchant code and site address`);
  return 0;
}

export const jsonSchemaText = () => `${JSON.stringify(brandJsonSchema(), null, 2)}\n`;

/** docs/brands.md with its generated tables made anew, laid out as Prettier lays out the committed file. */
async function brandDocsText(file: string): Promise<string> {
  const prettier = await import('prettier');
  const text = withGeneratedParts(await readFile(file, 'utf8'));
  return prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file });
}

/**
 * Writes `brands/brand.schema.json` and the generated tables of `docs/brands.md`, or with `check` only says whether
 * they are current.
 */
export async function writeBrandJsonSchema(root: string, { check }: { check: boolean }): Promise<number> {
  const { jsonSchema, brandDocs } = paths(root);
  if (check) {
    const stale = [];
    if ((await readFile(jsonSchema, 'utf8').catch(() => '')) !== jsonSchemaText()) stale.push(relative(root, jsonSchema));
    const docs = await readFile(brandDocs, 'utf8');
    if (withoutTableLayout(docs) !== withoutTableLayout(withGeneratedParts(docs))) stale.push(relative(root, brandDocs));
    if (stale.length === 0) return 0;
    console.error(`${stale.join(' and ')} out of date with libs/brand: run \`nx run brand-factory:json-schema\``);
    return 1;
  }
  await writeFile(jsonSchema, jsonSchemaText());
  await writeFile(brandDocs, await brandDocsText(brandDocs));
  console.log(`wrote ${relative(root, jsonSchema)} and the generated tables of ${relative(root, brandDocs)}`);
  return 0;
}

/** Why the brand folder `dir` could not be made: only the folder itself being there means it exists. */
function whyNotCreated(error: NodeJS.ErrnoException, dir: string, shown: string): string {
  if (error.code === 'EEXIST' && error.path === dir) return `${shown} already exists`;
  if (error.code === 'EACCES' || error.code === 'EPERM') return `cannot create ${shown}: permission denied (${error.path ?? dir})`;
  return `cannot create ${shown}: ${error.message}`;
}

/** Writes a new brand folder; refuses to touch an existing one. */
export async function createBrand(root: string, options: NewBrandOptions): Promise<number> {
  const dir = join(paths(root).brands, options.code);
  let files: Record<string, string>;
  try {
    files = newBrandFolder(options);
  } catch (error) {
    if (!(error instanceof NewBrandError)) throw error;
    console.error(error.message);
    return 1;
  }
  try {
    await mkdir(dirname(dir), { recursive: true });
    await mkdir(dir);
  } catch (error) {
    console.error(whyNotCreated(error as NodeJS.ErrnoException, dir, relative(root, dir)));
    return 1;
  }
  for (const [path, content] of Object.entries(files)) {
    const target = resolve(dir, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  console.log(`created ${relative(root, dir)}/`);
  for (const note of newBrandNotes(options)) console.log(`note: ${note}`);
  return 0;
}
