// `nx run bench:check` (part of `npm test`): fails when the home route's initial JS or CSS of the
// built default brand passes its gzip budget, when any script of the site ships the ICU parser, or
// when V8's compile hint is missing from a start script or on a lazy chunk.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { checkBudgets, compileHintFaults, scriptsWithIcuParser } from './budgets.mjs';

const brand = process.argv[2] ?? 'default';
const siteDir = join(import.meta.dirname, '../../../dist/brands', brand);
if (!existsSync(join(siteDir, 'index.html'))) {
  console.error(`No build at ${siteDir}: run \`npx nx run brand-${brand}:build\` first.`);
  process.exit(1);
}

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
const rows = checkBudgets(siteDir);
const parserScripts = scriptsWithIcuParser(siteDir);
for (const { kind, files, gzip, budgetKb, over } of rows) {
  console.log(`${over ? '✖' : '✔'} home route initial ${kind}: ${kb(gzip)} KB gzip in ${files} files (budget ${budgetKb} KB)`);
}
console.log(
  parserScripts.length
    ? `✖ the ICU message parser ships in ${parserScripts.join(', ')}: catalogs must be precompiled and the parser aliased to its no-parser entry`
    : '✔ no script ships the ICU message parser',
);
const hints = compileHintFaults(siteDir);
const hintsWrong = hints.unhinted.length > 0 || hints.hintedLazy.length > 0;
console.log(
  hintsWrong
    ? `✖ V8's compile hint is missing from ${hints.unhinted.join(', ') || 'no start script'} and on ${hints.hintedLazy.join(', ') || 'no lazy chunk'}`
    : `✔ the start's ${hints.start} scripts open with V8's compile hint; no lazy chunk does`,
);
if (rows.some((row) => row.over) || parserScripts.length || hintsWrong) {
  console.error('Delivery check failed: see docs/decisions.md ("Delivery") before raising a budget.');
  process.exit(1);
}
