// Serves one stamped brand site with the sandbox API on its own origin, for tools that look at it
// in a browser (the Lighthouse bench, the brand gallery). Needs `dist/apps/sandbox-server` built.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { join } from 'node:path';
import { brandCodes } from './brand-codes.mjs';

const repo = join(import.meta.dirname, '../../..');
const READY_TIMEOUT_MS = 30_000;
const ANSWER_TIMEOUT_MS = 2_000;

/**
 * Whether `url` answers 200; the server's own throwaway certificate is accepted.
 * @param {string} url
 * @returns {Promise<boolean>}
 */
function answers(url) {
  const get = url.startsWith('https:') ? httpsGet : httpGet;
  return new Promise((resolve) => {
    const request = get(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
    // A server that takes the connection and never answers is not up (nor free to take over).
    request.setTimeout(ANSWER_TIMEOUT_MS, () => request.destroy());
  });
}

/**
 * Starts the sandbox server for `dist/brands/<code>` on `port` and resolves once it answers.
 * `https`: HTTP/2 over TLS with a throwaway certificate, as a deployed site is served; the browser
 * must be started with `--ignore-certificate-errors`.
 * @param {string} code
 * @param {number} port
 * @param {{ https?: boolean }} [options]
 * @returns {Promise<{ origin: string, stop: () => void }>}
 */
export async function serveSite(code, port, { https = false } = {}) {
  const origin = `${https ? 'https' : 'http'}://127.0.0.1:${port}`;
  // What answers once the site and its API are up.
  const status = `${origin}/wps/system/status`;
  // A server left running there (a script that stopped before its `stop`) would answer for the new
  // one, which cannot bind: every figure would then be the old site's.
  if (await answers(status)) {
    throw new Error(`Port ${port} already answers: stop what serves ${origin} first, or the figures would be its site's, not ${code}'s`);
  }
  const args = [
    'dist/apps/sandbox-server/main.mjs',
    '--port',
    String(port),
    '--site',
    `dist/brands/${code}`,
    ...(https ? ['--https'] : []),
  ];
  const server = spawn('node', args, { cwd: repo, stdio: 'ignore' });
  const stop = () => server.kill();
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The site server for ${code} exited (${server.exitCode})`);
    if (await answers(status)) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`The site server for ${code} did not answer within ${READY_TIMEOUT_MS / 1000} s`);
}

/** Every brand folder that has been stamped into dist/brands/. @returns {string[]} */
export function builtBrands() {
  return brandCodes().filter((code) => existsSync(join(repo, 'dist/brands', code, 'index.html')));
}
