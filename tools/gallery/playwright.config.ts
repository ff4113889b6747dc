import { existsSync, readdirSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * The brand gallery's screenshots (`npm run gallery`): every stamped brand served on its own
 * port, each its own project `brand-<code>`. Ports sit beside the e2e suite's (4210…).
 */
const PORTS_FROM = 4270;
const workspaceRoot = new URL('../..', import.meta.url).pathname;

const brandSites = readdirSync(`${workspaceRoot}brands`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`${workspaceRoot}brands/${entry.name}/brand.json`))
  .map((entry) => entry.name)
  .sort()
  .map((code, index) => ({ code, port: PORTS_FROM + index }));

export default defineConfig({
  testDir: './src',
  testMatch: /\.shots\.ts$/,
  outputDir: `${workspaceRoot}dist/.playwright/tools/gallery`,
  fullyParallel: true,
  workers: 2,
  timeout: 120_000,
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: brandSites.map(({ code, port }) => ({
    name: `brand-${code}`,
    metadata: { brandCode: code },
    use: { browserName: 'chromium' as const, baseURL: `http://127.0.0.1:${port}` },
  })),
  webServer: brandSites.map(({ code, port }) => ({
    command: `node dist/apps/sandbox-server/main.mjs --port ${port} --site dist/brands/${code}`,
    cwd: workspaceRoot,
    url: `http://127.0.0.1:${port}/wps/system/status`,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
  })),
});
