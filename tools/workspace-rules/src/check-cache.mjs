// Runs `nx run-many -t build test` and fails unless every cacheable task was read from the Nx
// cache: run it right after a full run, so a task that is not deterministic is caught. Tasks that
// say `cache: false` (each brand's site step, which only links files) run anyway and are named.
import { execFileSync } from 'node:child_process';

const args = ['nx', 'run-many', '-t', 'build', 'test'];
const env = { ...process.env, NX_NO_CLOUD: 'true' };
const { tasks } = JSON.parse(execFileSync('npx', [...args, '--graph=stdout'], { encoding: 'utf8', env })).tasks;
const uncached = Object.values(tasks)
  .filter((task) => task.cache === false)
  .map((task) => task.id);

const output = execFileSync('npx', [...args, '--outputStyle=static'], { encoding: 'utf8', env });
const summary = output.match(/Nx read the output from the cache instead of running the command for (\d+) out of (\d+) tasks/);
const cacheable = summary ? Number(summary[2]) - uncached.length : NaN;
if (!summary || Number(summary[1]) !== cacheable) {
  console.error(output);
  console.error(
    summary ? `Only ${summary[1]} of ${cacheable} cacheable tasks came from the cache.` : 'Not every task came from the cache.',
  );
  process.exit(1);
}
console.log(
  `Cache check: all ${cacheable} cacheable build and test tasks served from the Nx cache on a second run` +
    (uncached.length > 0 ? ` (not cached by design: ${uncached.join(', ')}).` : '.'),
);
