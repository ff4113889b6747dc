/** Where the end-to-end run writes its JSON report: playwright.config.ts names it, run-summary.mjs reads it. */
export const E2E_REPORT = new URL('../../../dist/.playwright/apps/web-e2e/report.json', import.meta.url).pathname;
