import { defineConfig } from '@playwright/test';
import { BRAND_SITES, DEFAULT_ORIGIN, SUITE_PORT } from './src/brand-sites';
import { E2E_REPORT } from './scripts/report-path.mjs';
import { CSP_REPORTS_FILE } from './src/csp-reports';

const workspaceRoot = new URL('../..', import.meta.url).pathname;

/** `brands*.spec.ts` runs once per brand site (project `brand-<code>`): adding a brand adds its tests. */
const BRAND_SPECS = /brands.*\.spec\.ts$/;

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
  // Each test opens a fresh browser context, so a login fetches its lazy chunks (the form, the
  // account area, the after-login modal) cold. On CI's two shared cores that chain once took more
  // than the default 5 s, twice in a row; waiting longer costs a passing test nothing.
  expect: { timeout: process.env['CI'] ? 10_000 : 5_000 },
  globalSetup: './src/global-setup.ts',
  // The JSON report feeds the run's summary (`node apps/web-e2e/scripts/run-summary.mjs`: slowest tests, retried tests).
  reporter: [['list'], ['json', { outputFile: E2E_REPORT }]],
  use: {
    baseURL: DEFAULT_ORIGIN,
    // The brand's service worker would answer from its cache and hide requests from page.route();
    // the delivery spec turns it on where it is the subject.
    serviceWorkers: 'block',
    // No screencast: home's ticker and carousel never stop moving, and filming them took one and a half of
    // CI's two cores, which starved the other worker's pages. A failure's trace keeps its DOM snapshots.
    trace: { mode: 'retain-on-failure', screenshots: false },
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
    ...BRAND_SITES.map(({ code, port }) => ({
      name: `brand-${code}`,
      testMatch: BRAND_SPECS,
      metadata: { brandCode: code },
      use: { browserName: 'chromium' as const, baseURL: `http://127.0.0.1:${port}` },
    })),
  ],
  webServer: [
    siteServer('dist/brands/default', SUITE_PORT),
    ...BRAND_SITES.map(({ code, port }) => siteServer(`dist/brands/${code}`, port)),
  ],
});
