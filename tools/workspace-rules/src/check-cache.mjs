// Runs `nx run-many -t build test` and fails unless every task was read from the Nx cache: run it
// right after a full run, so a task that is not cacheable, or not deterministic, is caught.
import { execFileSync } from 'node:child_process';

const output = execFileSync('npx', ['nx', 'run-many', '-t', 'build', 'test', '--outputStyle=static'], {
  encoding: 'utf8',
  env: { ...process.env, NX_NO_CLOUD: 'true' },
});
const summary = output.match(/Nx read the output from the cache instead of running the command for (\d+) out of (\d+) tasks/);
if (!summary || summary[1] !== summary[2]) {
  console.error(output);
  console.error(summary ? `Only ${summary[1]} of ${summary[2]} tasks came from the cache.` : 'Not every task came from the cache.');
  process.exit(1);
}
console.log(`Cache check: all ${summary[2]} build and test tasks served from the Nx cache on a second run.`);
