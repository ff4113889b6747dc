// Brand-build bench: what one brand, every brand and every brand plus 20 generated ones cost
// through Nx, each from a cold cache, and whether a rebuild with no change is a cache hit.
// Runs in scratch copies of the workspace (own Nx cache, own dist/; the generated brands never
// touch brands/), so it neither reads nor disturbs the real cache. Exit code 1 when a budget is
// missed. Options: --runs=N (cold builds per figure, default 3), --keep (leave the scratch copies).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The budget: building every brand costs at most this many times one brand. */
const ALL_BRANDS_BUDGET = 1.3;
const GENERATED_BRANDS = 20;
const BRAND_PROJECTS = 'tag:type:brand';
const STATIC = '--outputStyle=static';

const repo = join(import.meta.dirname, '../../..');
const keep = process.argv.includes('--keep');
/**
 * Cold builds are repeated, the three kinds taking turns so that a busy neighbour on this shared
 * machine slows them alike, and the median of each is kept.
 */
const RUNS = Number(/--runs=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 3);

/** Tracked and new (not ignored) files: the working tree as a developer sees it, without build output. */
function copyWorkingTree(/** @type {string} */ root) {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repo, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(join(root, dirname(file)), { recursive: true });
    try {
      cpSync(join(repo, file), join(root, file));
    } catch {
      // Listed by git but deleted in the working tree.
    }
  }
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'), 'dir');
}

/** A scratch workspace and an `nx` that runs in it with its own cache. */
function scratchWorkspace() {
  const root = mkdtempSync(join(tmpdir(), 'brand-bench-'));
  copyWorkingTree(root);
  // Explicit directories keep Nx from sharing the per-user cache (~/.nx/<repo id>) with the real
  // checkout: the bench must neither read its cache hits nor clear them.
  const env = {
    ...process.env,
    NX_NO_CLOUD: 'true',
    NX_DAEMON: 'false',
    NX_TUI: 'false',
    CI: 'true',
    NX_CACHE_DIRECTORY: join(root, '.nx/cache'),
    NX_WORKSPACE_DATA_DIRECTORY: join(root, '.nx/workspace-data'),
  };

  /** Runs nx; returns seconds taken, what it printed, and its standard output alone. */
  const nx = (/** @type {string[]} */ args) => {
    const started = performance.now();
    const result = spawnSync(join(root, 'node_modules/.bin/nx'), args, { cwd: root, env, encoding: 'utf8' });
    const seconds = (performance.now() - started) / 1000;
    const output = `${result.stdout}${result.stderr}`;
    if (result.status !== 0) {
      console.error(output);
      throw new Error(`nx ${args.join(' ')} failed in ${root}`);
    }
    return { seconds, output, stdout: result.stdout };
  };

  /**
   * Seconds for `args` from a cold cache: task results and outputs forgotten, as on a fresh
   * machine. A full reset, since Nx's task database would otherwise still claim hits on a deleted
   * cache; the project graph is then rebuilt untimed, so the figure is task time.
   */
  const cold = (/** @type {string[]} */ args) => {
    nx(['reset']);
    rmSync(join(root, 'dist'), { recursive: true, force: true });
    nx(['show', 'projects']);
    return nx(args).seconds;
  };

  const brandCount = () => nx(['show', 'projects', '--projects', BRAND_PROJECTS, '--json']).output.match(/"brand-[^"]+"/g)?.length ?? 0;
  return { root, nx, cold, brandCount };
}

/** `[from cache, total]` as Nx reports them. */
function cacheHits(/** @type {string} */ output) {
  const match = /Cache:\s+(\d+)\/(\d+) hit/.exec(output);
  return match ? [Number(match[1]), Number(match[2])] : [0, NaN];
}

const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const s = (/** @type {number} */ seconds) => `${seconds.toFixed(2)} s`;
const times = (/** @type {number} */ ratio) => `${ratio.toFixed(2)}× one brand`;
/** The ratio beside its goal, marked ✗ when over. */
const versusGoal = (/** @type {number} */ ratio) =>
  `${times(ratio)} (goal ≤ ${ALL_BRANDS_BUDGET}×)${ratio > ALL_BRANDS_BUDGET ? ' ✗' : ''}`;

const rows = /** @type {Array<[string, string, string]>} */ ([]);
const failures = /** @type {string[]} */ ([]);
const committedWs = scratchWorkspace();
const generatedWs = scratchWorkspace();

try {
  const buildOne = ['run', 'brand-default:build', STATIC];
  const buildAll = ['run-many', '-t', 'build', '-p', BRAND_PROJECTS, STATIC];
  const committed = committedWs.brandCount();

  // The generated brands, written with the factory's own CLI into the second copy only.
  generatedWs.nx(['run', 'brand-factory:build', STATIC]);
  const cli = join(generatedWs.root, 'dist/tools/brand-factory/cli.mjs');
  const languageSets = ['EN', 'EN,TH', 'VI,EN', 'CN,EN', 'TY,EN', 'ID,EN,TH', 'PT,EN', 'AR,EN'];
  for (let i = 1; i <= GENERATED_BRANDS; i++) {
    const code = `bench-${String(i).padStart(2, '0')}`;
    const primary = `#${((i * 0x3a7f1d) & 0xffffff).toString(16).padStart(6, '0')}`;
    const args = ['new', code, '--root', generatedWs.root, '--languages', languageSets[i % languageSets.length], '--primary', primary];
    execFileSync(process.execPath, i % 2 ? [cli, ...args, '--dark'] : [cli, ...args], { stdio: 'ignore' });
  }
  const total = generatedWs.brandCount();
  if (total !== committed + GENERATED_BRANDS) failures.push(`expected ${committed + GENERATED_BRANDS} brand projects, Nx lists ${total}`);

  // Untimed: fills the OS file cache and the TypeScript transpile cache that a first run pays alone.
  committedWs.cold(buildAll);
  generatedWs.cold(buildAll);

  const samples = { one: /** @type {number[]} */ ([]), all: /** @type {number[]} */ ([]), everything: /** @type {number[]} */ ([]) };
  for (let run = 0; run < RUNS; run++) {
    samples.one.push(committedWs.cold(buildOne));
    samples.all.push(committedWs.cold(buildAll));
    samples.everything.push(generatedWs.cold(buildAll));
  }
  const [one, all, everything] = [median(samples.one), median(samples.all), median(samples.everything)];

  rows.push(['one brand (default), cold cache', s(one), 'web build + factory + stamp + site']);
  rows.push([`all ${committed} brands, cold cache`, s(all), versusGoal(all / one)]);
  if (all / one > ALL_BRANDS_BUDGET) failures.push(`all ${committed} brands cost ${times(all / one)}, budget ${ALL_BRANDS_BUDGET}×`);

  const again = committedWs.nx(buildAll);
  const [hits, tasks] = cacheHits(again.output);
  // Tasks that say `cache: false` run on every build (each brand's site step, which links the web
  // build's assets beside its cached stamp); every other task must hit. Nx says which, as in check-cache.mjs.
  const graph = JSON.parse(committedWs.nx([...buildAll, '--graph=stdout']).stdout);
  const uncached = Object.values(graph.tasks.tasks).filter((task) => task.cache === false).length;
  const cacheable = tasks - uncached;
  rows.push([
    `all ${committed} brands again, no change`,
    s(again.seconds),
    `cache hit ${hits}/${cacheable} cached tasks (+ ${uncached} uncached, the brands' site steps)`,
  ]);
  if (hits !== cacheable) failures.push(`a rebuild with no change ran ${cacheable - hits} cached task(s) instead of reading the cache`);

  rows.push([`+ ${GENERATED_BRANDS} generated brand folders`, '', `nx show projects: ${committed} → ${total} brand projects`]);
  rows.push([
    `all ${total} brands (${committed} + ${GENERATED_BRANDS} generated), cold cache`,
    s(everything),
    versusGoal(everything / one),
  ]);
  if (everything / one > ALL_BRANDS_BUDGET)
    failures.push(`all ${total} brands cost ${times(everything / one)}, budget ${ALL_BRANDS_BUDGET}×`);

  const built = readdirSync(join(generatedWs.root, 'dist/brands'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).length;
  if (built !== total) failures.push(`${total} brands built but dist/brands holds ${built} sites`);
} finally {
  for (const { root } of [committedWs, generatedWs]) {
    if (keep) console.log(`scratch workspace kept at ${root}`);
    else rmSync(root, { recursive: true, force: true });
  }
}

const width = Math.max(...rows.map(([label]) => label.length));
console.log(`Brand builds through Nx, in scratch copies of the workspace with their own cache (median of ${RUNS} cold runs each).`);
console.log(
  `Budget: all brands together ≤ ${ALL_BRANDS_BUDGET}× one brand; a rebuild with no change reads every cached task from the cache.`,
);
for (const [label, time, note] of rows) console.log(`${label.padEnd(width)}  ${time.padStart(8)}  ${note}`);
if (failures.length > 0) {
  for (const failure of failures) console.error(`✖ ${failure}`);
  process.exit(1);
}
