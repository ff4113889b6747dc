import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { brandJsonSchema } from '@wl/brand/schema';
import { newBrandFolder, NewBrandError, type NewBrandOptions } from './new-brand';
import { stampBrand } from './stamp';
import { BRAND_FILE, formatProblems, validateBrandFile } from './validate';

/** Workspace layout the factory reads and writes. */
export const paths = (root: string) => ({
  brands: join(root, 'brands'),
  jsonSchema: join(root, 'brands', 'brand.schema.json'),
  webDist: join(root, 'dist', 'apps', 'web'),
  brandDist: (code: string) => join(root, 'dist', 'brands', code),
});

/** Where a brand build's report goes: the terminal, or an Nx batch task's own output. */
export interface Report {
  info(line: string): void;
  error(line: string): void;
}

/**
 * Validates one brand and stamps its site. A brand with problems prints all of them and writes
 * nothing; exit code 1.
 */
export async function buildBrand(
  root: string,
  code: string,
  report: Report = { info: console.log, error: console.error },
): Promise<number> {
  const started = performance.now();
  const at = paths(root);
  const brandDir = join(at.brands, code);
  const file = join(brandDir, BRAND_FILE);
  const validation = await validateBrandFile(file, relative(root, file));
  if (!validation.ok) {
    report.error(formatProblems(validation.problems));
    report.error(`✖ brand ${code}: not built, ${validation.problems.length} problem(s) above`);
    return 1;
  }
  const outDir = at.brandDist(code);
  const { catalogs, nginxConfigFile } = await stampBrand({ brand: validation.brand, brandDir, webDist: at.webDist, outDir });
  const took = Math.round(performance.now() - started);
  report.info(
    `✔ brand ${code} → ${relative(root, outDir)}/ (catalogs ${catalogs.join(', ')}; nginx sample ${relative(root, nginxConfigFile)}; ${took} ms)`,
  );
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
  } catch {
    console.error(`${relative(root, dir)} already exists`);
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
