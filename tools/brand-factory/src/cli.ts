import { parseArgs } from 'node:util';
import { buildBrand, createBrand, writeBrandJsonSchema } from './lib/commands';

const USAGE = `usage: brand-factory <command> [--root <workspace>]
  build <code>      validate brands/<code>/brand.json, stamp dist/stamps/<code>/ and make dist/brands/<code>/
  schema [--check]  write brands/brand.schema.json from the zod schema (--check: fail if it differs)
  new <code> [--languages EN,TH] [--primary #0a7] [--secondary #f2b134] [--dark] [--name ...]
                    add brands/<code>/ (the Nx generator does the same: nx g ./tools/brand-factory:brand)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    root: { type: 'string', default: process.cwd() },
    check: { type: 'boolean', default: false },
    languages: { type: 'string' },
    primary: { type: 'string' },
    secondary: { type: 'string' },
    dark: { type: 'boolean', default: false },
    name: { type: 'string' },
  },
});
const [command, code] = positionals;
const { root } = values;

async function run(): Promise<number> {
  if (command === 'build' && code) return buildBrand(root, code);
  if (command === 'schema') return writeBrandJsonSchema(root, { check: values.check });
  if (command === 'new' && code) {
    const { languages, primary, secondary, dark, name } = values;
    return createBrand(root, { code, languages, primary, secondary, dark, name });
  }
  console.error(USAGE);
  return 2;
}

process.exitCode = await run();
