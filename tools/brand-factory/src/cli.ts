import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { stampBrand } from './lib/stamp';
import { formatProblems, readBrandFile } from './lib/validate';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { root: { type: 'string', default: process.cwd() } },
});
const [command, code] = positionals;
const root = resolve(values.root);

async function build(brandCode: string) {
  const brandDir = join(root, 'brands', brandCode);
  const validation = await readBrandFile(join(brandDir, 'brand.json'));
  if (!validation.ok) {
    console.error(formatProblems(validation.problems));
    console.error(`Brand "${brandCode}" not built: fix the problems above.`);
    process.exit(1);
  }
  const outDir = join(root, 'dist', 'brands', brandCode);
  await stampBrand({ brand: validation.brand, brandDir, webDist: join(root, 'dist', 'apps', 'web'), outDir });
  console.log(`Brand "${brandCode}" → ${outDir}`);
}

if (command === 'build' && code) {
  await build(code);
} else {
  console.error('usage: brand-factory build <brand-code> [--root <workspace>]');
  process.exit(2);
}
