// Serves one stamped brand site with the sandbox API on its own origin, for tools that look at it
// in a browser (the Lighthouse bench, the brand gallery). Needs `dist/apps/sandbox-server` built.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const repo = join(import.meta.dirname, '../../..');
const READY_TIMEOUT_MS = 30_000;

/**
 * Starts the sandbox server for `dist/brands/<code>` on `port` and resolves once it answers.
 * @param {string} code
 * @param {number} port
 * @returns {Promise<{ origin: string, stop: () => void }>}
 */
export async function serveSite(code, port) {
  const server = spawn('node', ['dist/apps/sandbox-server/main.mjs', '--port', String(port), '--site', `dist/brands/${code}`], {
    cwd: repo,
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => server.kill();
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The site server for ${code} exited (${server.exitCode})`);
    try {
      if ((await fetch(`${origin}/wps/system/status`)).ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`The site server for ${code} did not answer within ${READY_TIMEOUT_MS / 1000} s`);
}

/** Every brand folder that has been stamped into dist/brands/. @returns {string[]} */
export function builtBrands() {
  return readdirSync(join(repo, 'brands'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(repo, 'brands', entry.name, 'brand.json')))
    .map((entry) => entry.name)
    .filter((code) => existsSync(join(repo, 'dist/brands', code, 'index.html')))
    .sort();
}
