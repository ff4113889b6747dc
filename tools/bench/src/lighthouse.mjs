// Lighthouse's mobile accessibility score of the home page, for every built brand (issue 11: 100
// each, target size and contrast included). Prints each score and every failing audit with the
// elements it names; exits 1 when a brand scores below 100.
// Needs every brand and the sandbox server built: `npx nx run-many -t build -p tag:type:brand sandbox-server`.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { builtBrands, serveSite } from './serve-site.mjs';

const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Beside the e2e suite's ports (4210…) and `npm start` (4200). */
const PORT = 4290;
const TARGET = 100;

const brands = builtBrands();
if (brands.length === 0) {
  console.error('No brand is built: run `npx nx run-many -t build -p tag:type:brand sandbox-server` first.');
  process.exit(1);
}

const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
let missed = 0;
console.log(`Lighthouse accessibility on the home page, mobile (target ${TARGET})`);
try {
  for (const code of brands) {
    const site = await serveSite(code, PORT);
    try {
      // Lighthouse's defaults are the mobile ones: a Moto G Power screen, touch, throttled.
      const result = await lighthouse(`${site.origin}/`, { port: chrome.port, onlyCategories: ['accessibility'], logLevel: 'error' });
      const lhr = result?.lhr;
      const score = Math.round((lhr?.categories['accessibility']?.score ?? 0) * 100);
      if (score < TARGET) missed++;
      console.log(`${code.padEnd(20)} ${String(score).padStart(3)}`);
      for (const audit of Object.values(lhr?.audits ?? {})) {
        if (audit.score !== 0 || audit.scoreDisplayMode !== 'binary') continue;
        console.log(`  ✗ ${audit.id}: ${audit.title}`);
        const details = /** @type {{ items?: { node?: { snippet?: string, explanation?: string } }[] }} */ (audit.details ?? {});
        for (const item of (details.items ?? []).slice(0, 5)) {
          console.log(`      ${item.node?.snippet ?? ''}`);
          if (item.node?.explanation) console.log(`        ${item.node.explanation.split('\n').join('\n        ')}`);
        }
      }
    } finally {
      site.stop();
    }
  }
} finally {
  await chrome.kill();
}
if (missed > 0) {
  console.error(`${missed} brand(s) below ${TARGET}.`);
  process.exitCode = 1;
}
