import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { brandJsonSchema } from '@wl/brand/schema';
import { newBrandFolder, NewBrandError, type NewBrandOptions } from './new-brand';
import { assembleSite, stampBrand } from './stamp';
import {
  BRAND_FILE,
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
 * Validates one brand, and that no other brand folder has its merchant code or site address, and stamps its
 * own files into `dist/stamps/<code>/`. A brand with problems prints all of them and writes nothing; exit code 1.
 */
export const stampBrandFiles: BrandStep = async (root, code, report = consoleReport) => {
  const started = performance.now();
  const at = paths(root);
  const brandDir = join(at.brands, code);
  const file = join(brandDir, BRAND_FILE);
  const shown = relative(root, file);
  const validation = await validateBrandFile(file, shown);
  // Nx builds one brand at a time too (`nx run brand-acme:build`), so the build itself looks at the others.
  const problems = validation.ok
    ? await sharedWithOtherBrands(at.brands, { file: shown, brand: validation.brand }, (other) => relative(root, other))
    : validation.problems;
  if (!validation.ok || problems.length > 0) {
    report.error(formatProblems(problems));
    report.error(`✖ brand ${code}: not built, ${problems.length} problem(s) above`);
    return 1;
  }
  const stampDir = at.brandStamp(code);
  const { catalogs } = await stampBrand({ brand: validation.brand, brandDir, webDist: at.webDist, stampDir });
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
  if (problems.length > 0) {
    console.error(formatProblems(problems));
    console.error(`✖ brands: ${problems.length} problem(s) above`);
    return 1;
  }
  console.log(`✔ ${codes.length} brands valid, each with its own merchant code and site address`);
  return 0;
}

export const jsonSchemaText = () => `${JSON.stringify(brandJsonSchema(), null, 2)}\n`;

/** Writes `brands/brand.schema.json`, or with `check` only says whether it is current. */
export async function writeBrandJsonSchema(root: string, { check }: { check: boolean }): Promise<number> {
  const file = paths(root).jsonSchema;
  const shown = relative(root, file);
  if (check) {
    const current = await readFile(file, 'utf8').catch(() => '');
    if (current === jsonSchemaText()) return 0;
    console.error(`${shown} is out of date with libs/brand: run \`nx run brand-factory:json-schema\``);
    return 1;
  }
  await writeFile(file, jsonSchemaText());
  console.log(`wrote ${shown}`);
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
  return 0;
}
