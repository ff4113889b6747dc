// Prints the home route's initial JS and CSS, raw and gzip, for a built brand (default: `default`).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { HOME_ROUTE_BUDGET_KB } from './budgets.mjs';
import { initialAssets, measure } from './initial-assets.mjs';

const brand = process.argv[2] ?? 'default';
const siteDir = join(import.meta.dirname, '../../../dist/brands', brand);
if (!existsSync(join(siteDir, 'index.html'))) {
  console.error(`No build at ${siteDir}: run \`npx nx run brand-${brand}:build\` first.`);
  process.exit(1);
}

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(2).padStart(8);
const { js, css } = initialAssets(siteDir);
console.log(`Home route initial assets, brand "${brand}" (KB; gzip at level 9)`);
console.log('kind   files      raw     gzip   budget (gzip)');
for (const [kind, files, budget] of /** @type {const} */ ([
  ['JS', js, HOME_ROUTE_BUDGET_KB.js],
  ['CSS', css, HOME_ROUTE_BUDGET_KB.css],
])) {
  const m = measure(siteDir, files);
  console.log(`${kind.padEnd(5)} ${String(m.files).padStart(6)} ${kb(m.raw)} ${kb(m.gzip)} ${kb(budget * 1024)}`);
}
