import { defineConfig } from '@playwright/test';

/** Not 4200, so the suite runs while a developer has `npm start` up. */
const PORT = 4210;
const workspaceRoot = new URL('../..', import.meta.url).pathname;

export default defineConfig({
  testDir: './src',
  outputDir: `${workspaceRoot}dist/.playwright/apps/web-e2e`,
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env['CI'],
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `node dist/apps/sandbox-server/main.mjs --port ${PORT} --site dist/brands/default`,
    cwd: workspaceRoot,
    url: `http://127.0.0.1:${PORT}/wps/system/status`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
