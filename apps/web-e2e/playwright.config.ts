import { existsSync, readdirSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CSP_REPORTS_FILE } from './src/csp-reports';

/** Not 4200, so the suite runs while a developer has `npm start` up. */
const PORT = 4210;
const workspaceRoot = new URL('../..', import.meta.url).pathname;

/**
 * Every folder in brands/ is served as its own stamped site on its own port, and `brands*.spec.ts`
 * runs once per brand (project `brand-<code>`): adding a brand adds its tests. The ports follow
 * PORT, so a checkout that moves PORT to run beside another moves them too.
 */
const BRAND_PORTS_FROM = PORT + 10;
const BRAND_SPECS = /brands.*\.spec\.ts$/;
const brandSites = readdirSync(`${workspaceRoot}brands`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`${workspaceRoot}brands/${entry.name}/brand.json`))
  .map((entry, index) => ({ code: entry.name, port: BRAND_PORTS_FROM + index }));

/** Every site is served under its brand's security headers; CSP violations land in one file the suite checks at the end. */
const siteServer = (site: string, port: number) => ({
  command: `node dist/apps/sandbox-server/main.mjs --port ${port} --site ${site} --csp-reports ${CSP_REPORTS_FILE}`,
  cwd: workspaceRoot,
  url: `http://127.0.0.1:${port}/wps/system/status`,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
});

export default defineConfig({
  testDir: './src',
  outputDir: `${workspaceRoot}dist/.playwright/apps/web-e2e`,
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env['CI'],
  // On CI's two busy cores a fault-recovery test can miss its window once; a second failure fails the run,
  // and a test that needed its retry is listed as flaky in the report.
  retries: process.env['CI'] ? 1 : 0,
  globalSetup: './src/global-setup.ts',
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The brand's service worker would answer from its cache and hide requests from page.route();
    // the delivery spec turns it on where it is the subject.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
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
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: BRAND_SPECS },
    ...brandSites.map(({ code, port }) => ({
      name: `brand-${code}`,
      testMatch: BRAND_SPECS,
      metadata: { brandCode: code },
      use: { browserName: 'chromium' as const, baseURL: `http://127.0.0.1:${port}` },
    })),
  ],
  webServer: [siteServer('dist/brands/default', PORT), ...brandSites.map(({ code, port }) => siteServer(`dist/brands/${code}`, port))],
});
