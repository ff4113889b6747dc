// After the end-to-end run: where its time went and which tests needed their retry, so the suite's
// cost is watched as it grows (CI aims at under 20 minutes). It fails only when the report is missing.
import { existsSync, readFileSync } from 'node:fs';
import { E2E_REPORT as REPORT } from './report-path.mjs';

const SLOWEST = 10;

if (!existsSync(REPORT)) {
  console.error(`No end-to-end report at ${REPORT}: run the e2e target first.`);
  process.exit(1);
}
const report = JSON.parse(readFileSync(REPORT, 'utf8'));

/** Every test with its file, title path and runs (one per attempt). */
function* testsOf(suite, titles = []) {
  const path = suite.title && !suite.file?.endsWith(suite.title) ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests) yield { file: spec.file, title: [...path, spec.title].join(' › '), project: test.projectName, test };
  for (const child of suite.suites ?? []) yield* testsOf(child, path);
}

const tests = report.suites.flatMap((suite) => [...testsOf(suite)]);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const busy = tests.map(({ test, ...rest }) => ({ ...rest, ms: test.results.reduce((sum, run) => sum + run.duration, 0), test }));
const total = busy.reduce((sum, { ms }) => sum + ms, 0);

const byFile = new Map();
for (const { file, ms } of busy) byFile.set(file, (byFile.get(file) ?? 0) + ms);

console.log(
  `End-to-end: ${tests.length} tests on ${report.config.workers} workers in ${seconds(report.stats.duration)} ` +
    `(${seconds(total)} of test time).`,
);
console.log(`\nSlowest ${SLOWEST} tests:`);
for (const { title, project, ms } of [...busy].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST))
  console.log(`  ${seconds(ms).padStart(7)}  [${project}] ${title}`);
console.log('\nTest time by file:');
for (const [file, ms] of [...byFile].sort((a, b) => b[1] - a[1]))
  console.log(`  ${seconds(ms).padStart(7)}  ${(((100 * ms) / total).toFixed(0) + '%').padStart(4)}  ${file}`);

const retried = busy.filter(({ test }) => test.status === 'flaky');
console.log(
  retried.length === 0
    ? '\nNo test needed its retry.'
    : `\nPassed only on their retry (${retried.length}):\n${retried.map(({ project, title }) => `  [${project}] ${title}`).join('\n')}`,
);
