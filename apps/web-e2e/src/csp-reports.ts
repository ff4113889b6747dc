import { existsSync, readFileSync, rmSync } from 'node:fs';

/** Where every site server of the suite appends the CSP violations browsers report (see playwright.config.ts). */
export const CSP_REPORTS_FILE = new URL('../../../dist/.playwright/csp-violations.jsonl', import.meta.url).pathname;

/** The one page that breaks the policy on purpose, to show it is enforced; its reports are expected. */
export const CSP_PROBE_QUERY = 'csp-probe';

/** The violations reported so far, but the probe's. */
export function unexpectedViolations(): string[] {
  if (!existsSync(CSP_REPORTS_FILE)) return [];
  return readFileSync(CSP_REPORTS_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.includes(CSP_PROBE_QUERY));
}

export function clearViolations(): void {
  rmSync(CSP_REPORTS_FILE, { force: true });
}
