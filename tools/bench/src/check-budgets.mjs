// `nx run bench:check` (part of `npm test`): fails when the home route's initial JS or CSS of any
// built brand passes its gzip budget (brands differ in the catalog their start preloads, their
// default language's), when any script of the site ships the ICU parser, or when V8's compile hint
// is missing from a start script or on a lazy chunk, or a lazy part's preload list names a start script; and when the
// home page's own chunks pass theirs. Given brand
// codes, checks only those.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brandCodes } from './brand-codes.mjs';
import {
  checkBudgets,
  compileHintFaults,
  HOME_PAGE_BUDGET_KB,
  homePageChunks,
  preloadListFaults,
  scriptsWithIcuParser,
} from './budgets.mjs';
import { initialAssets, measure } from './initial-assets.mjs';

const root = join(import.meta.dirname, '../../..');
const brands = process.argv.length > 2 ? process.argv.slice(2) : brandCodes();
const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(2);
/** The web build's manifest, which names each module's chunk; every brand's site holds the same chunks. */
const manifestPath = join(root, 'dist/apps/web/.vite/manifest.json');

let failed = false;
for (const brand of brands) {
  const siteDir = join(root, 'dist/brands', brand);
  if (!existsSync(join(siteDir, 'index.html'))) {
    console.error(`✖ no build at ${siteDir}: run \`npx nx run brand-${brand}:build\` first.`);
    failed = true;
    continue;
  }
  const rows = checkBudgets(siteDir);
  for (const { kind, files, gzip, budgetKb, maxFiles, over } of rows) {
    const fileBudget = Number.isFinite(maxFiles) ? `, at most ${maxFiles} files` : '';
    console.log(
      `${over ? '✖' : '✔'} ${brand}: home route initial ${kind}: ${kb(gzip)} KB gzip in ${files} files (budget ${budgetKb} KB${fileBudget})`,
    );
  }
  if (existsSync(manifestPath)) {
    const pageFiles = homePageChunks(JSON.parse(readFileSync(manifestPath, 'utf8')), initialAssets(siteDir).js);
    const page = measure(siteDir, pageFiles);
    const over = page.gzip > HOME_PAGE_BUDGET_KB * 1024;
    console.log(
      `${over ? '✖' : '✔'} ${brand}: home page chunks: ${kb(page.gzip)} KB gzip in ${page.files} files (budget ${HOME_PAGE_BUDGET_KB} KB)`,
    );
    failed ||= over;
  } else {
    console.error(`✖ no build manifest at ${manifestPath}: run \`npx nx run web:build\` first.`);
    failed = true;
  }
  const parserScripts = scriptsWithIcuParser(siteDir);
  console.log(
    parserScripts.length
      ? `✖ ${brand}: the ICU message parser ships in ${parserScripts.join(', ')}: catalogs must be precompiled and the parser aliased to its no-parser entry`
      : `✔ ${brand}: no script ships the ICU message parser`,
  );
  const hints = compileHintFaults(siteDir);
  const hintsWrong = hints.unhinted.length > 0 || hints.hintedLazy.length > 0;
  console.log(
    hintsWrong
      ? `✖ ${brand}: V8's compile hint is missing from ${hints.unhinted.join(', ') || 'no start script'} and on ${hints.hintedLazy.join(', ') || 'no lazy chunk'}`
      : `✔ ${brand}: the start's ${hints.start} scripts open with V8's compile hint; no lazy chunk does`,
  );
  const preloads = preloadListFaults(siteDir);
  console.log(
    preloads.length
      ? `✖ ${brand}: preload lists name start scripts, which index.html preloads: ${preloads.join(', ')}`
      : `✔ ${brand}: no preload list names a start script`,
  );
  failed ||= rows.some((row) => row.over) || parserScripts.length > 0 || hintsWrong || preloads.length > 0;
}
if (failed) {
  console.error('Delivery check failed: see docs/decisions.md ("Delivery") before raising a budget.');
  process.exit(1);
}
