// Lobby bench (issue 12): the slot lobby with 100 and with 10,000 games of one vendor, in Chromium
// against the built default brand and the sandbox. Prints the time to the first tiles, the time to
// scroll to the end and the DOM size there; fails (exit 1) when the 10,000 lobby is slower than
// 1.5× the 100 one or when more than 300 tiles are in the DOM at any measured point.
// Needs `dist/brands/default` and `dist/apps/sandbox-server` (npm run bench builds both).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { serveSite } from './serve-site.mjs';

const repo = join(import.meta.dirname, '../../..');
const PORT = Number(process.env.LOBBY_BENCH_PORT ?? 4291);
const SIZES = [100, 10_000];
/** Each lobby is measured this many times (after one warm-up) and the median kept: the machine is shared. */
const RUNS = 5;
/** Issue 12's limits. */
const MAX_RATIO = 1.5;
const MAX_TILES_IN_DOM = 300;
const BENCH_VENDOR = 'BENCH';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

for (const path of ['dist/brands/default/index.html', 'dist/apps/sandbox-server/main.mjs']) {
  if (!existsSync(join(repo, path))) {
    console.error(`lobby bench: ${path} is missing; run npm run bench (it builds the brands and the sandbox server first)`);
    process.exit(1);
  }
}

/** @param {number} games */
async function setBenchVendor(games) {
  const response = await fetch(`${site.origin}/__sandbox/bench-vendor`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ games }),
  });
  if (!response.ok) throw new Error(`bench vendor switch refused: ${await response.text()}`);
}

/**
 * One visit: navigation to the first tiles, then a jump to the end until the last game's tile shows.
 * @param {import('playwright-core').Browser} browser
 * @param {number} games
 */
async function measure(browser, games) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // Pop-up notices would cover the lobby; a real visit dismisses them once per session.
  await context.addInitScript(() => sessionStorage.setItem('home.popupsSeen', '1'));
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(`${site.origin}/rng?vassalage=${BENCH_VENDOR}`);
  await page.waitForSelector('[data-game-tile]');
  const firstTiles = Date.now() - started;
  const tilesAtStart = await page.locator('[data-game-tile]').count();

  const scrolled = Date.now();
  const last = `[data-game-index="${games - 1}"] [data-game-tile]`;
  // Scroll as a player pressing End would, again while the grid grows, until the last game shows.
  await page.evaluate(async (selector) => {
    while (!document.querySelector(selector)) {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    }
  }, last);
  const toEnd = Date.now() - scrolled;
  const { domNodes, tiles } = await page.evaluate(() => ({
    domNodes: document.getElementsByTagName('*').length,
    tiles: document.querySelectorAll('[data-game-tile]').length,
  }));
  await context.close();
  return { firstTiles, toEnd, domNodes, tiles: Math.max(tiles, tilesAtStart) };
}

const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const site = await serveSite('default', PORT);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
/** @type {Record<number, Array<{ firstTiles: number; toEnd: number; domNodes: number; tiles: number }>>} */
const results = {};
try {
  for (const games of SIZES) results[games] = [];
  for (let run = 0; run <= RUNS; run++) {
    // Interleaved, so a busy moment of the shared machine hurts both sizes alike; run 0 warms up.
    for (const games of SIZES) {
      await setBenchVendor(games);
      const result = await measure(browser, games);
      if (run > 0) results[games].push(result);
    }
  }
} finally {
  await browser.close();
  await setBenchVendor(0).catch(() => undefined);
  site.stop();
}

const summary = Object.fromEntries(
  SIZES.map((games) => {
    const runs = results[games];
    return [
      games,
      {
        firstTiles: median(runs.map((r) => r.firstTiles)),
        toEnd: median(runs.map((r) => r.toEnd)),
        domNodes: median(runs.map((r) => r.domNodes)),
        maxTiles: Math.max(...runs.map((r) => r.tiles)),
      },
    ];
  }),
);

console.log(`\nLobby (/rng, one vendor; median of ${RUNS} runs, Chromium 1280×900)`);
console.log('games    first tiles   scroll to end   DOM nodes at end   most tiles in DOM');
for (const games of SIZES) {
  const s = summary[games];
  console.log(
    `${String(games).padStart(6)}   ${`${s.firstTiles} ms`.padStart(11)}   ${`${s.toEnd} ms`.padStart(13)}   ${String(s.domNodes).padStart(16)}   ${String(s.maxTiles).padStart(17)}`,
  );
}

const [small, large] = SIZES.map((games) => summary[games]);
// A floor of one frame keeps a near-zero small figure from turning noise into a ratio.
const FRAME_MS = 17;
const ratio = (/** @type {number} */ a, /** @type {number} */ b) => Math.max(a, FRAME_MS) / Math.max(b, FRAME_MS);
const failures = [];
for (const [label, key] of /** @type {const} */ ([
  ['time to first tiles', 'firstTiles'],
  ['time to scroll to the end', 'toEnd'],
])) {
  const r = ratio(large[key], small[key]);
  console.log(`${label}: 10,000 / 100 = ${r.toFixed(2)}× (limit ${MAX_RATIO}×)`);
  if (r > MAX_RATIO) failures.push(`${label} of the 10,000 lobby is ${r.toFixed(2)}× the 100 one`);
}
for (const games of SIZES) {
  if (summary[games].maxTiles > MAX_TILES_IN_DOM)
    failures.push(`${summary[games].maxTiles} tiles in the DOM with ${games} games (limit ${MAX_TILES_IN_DOM})`);
}
if (failures.length > 0) {
  console.error(`\nLobby bench FAILED:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(`Lobby bench passed: within ${MAX_RATIO}× and at most ${MAX_TILES_IN_DOM} tiles in the DOM.`);
