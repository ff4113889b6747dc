import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import {
  createSandboxApp,
  demoAccounts,
  isLoopbackAddress,
  SANDBOX_PATH_PREFIXES,
  type SandboxEnv,
  type SandboxOptions,
} from '@wl/sandbox-api';
import { BRAND_CONFIG_ELEMENT_ID, type BrandConfig } from '@wl/brand';
import { siteHandler } from './site';

export interface ServerOptions extends SandboxOptions {
  /** A stamped brand folder to serve on the same origin as the API. */
  site?: string;
  /** Where to append the CSP violations browsers report (one JSON line each); the e2e suite fails on any. */
  cspReports?: string;
}

/** Where browsers send CSP violation reports (the `report-uri` the server adds to the brand's policy). */
export const CSP_REPORT_PATH = '/__sandbox/csp-report';

/** The brand's security headers, as the factory wrote them beside the site (`<site>.headers.json`). */
export function siteSecurityHeaders(site: string, reportViolations: boolean): Record<string, string> {
  const file = `${site.replace(/\/+$/, '')}.headers.json`;
  if (!existsSync(file)) return {};
  const headers = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const policy = headers['Content-Security-Policy'];
  if (policy && reportViolations) headers['Content-Security-Policy'] = `${policy}; report-uri ${CSP_REPORT_PATH}`;
  return headers;
}

/**
 * The brand config the factory inlined into the site's index.html (`<script id="brand-config">`): the sandbox then
 * answers as that brand's merchant would (its currency). None for a folder without one.
 */
export function siteBrand(site: string): Partial<BrandConfig> | undefined {
  const file = `${site.replace(/\/+$/, '')}/index.html`;
  if (!existsSync(file)) return undefined;
  const inlined = new RegExp(`<script[^>]*\\bid="${BRAND_CONFIG_ELEMENT_ID}"[^>]*>([^<]*)</script>`).exec(readFileSync(file, 'utf8'));
  return inlined?.[1] ? (JSON.parse(inlined[1]) as Partial<BrandConfig>) : undefined;
}

/** The API under its prefixes (docs/api-contract.md, plus /__sandbox/), and the site, if any, for every other GET. */
export function createServerApp(options: ServerOptions = {}) {
  const { site, cspReports, ...sandboxOptions } = options;
  const sandbox = createSandboxApp({ currencySymbol: site ? siteBrand(site)?.currencySymbol : undefined, ...sandboxOptions });
  const server = new Hono();
  server.post(CSP_REPORT_PATH, async (c) => {
    const report = await c.req.text();
    // One line per report, whatever the browser sent (JSON as a rule).
    if (cspReports) appendFileSync(cspReports, `${report.replace(/\n/g, ' ')}\n`);
    // Under an API prefix, so answered as the API is (the sandbox app adds it to its own answers).
    return c.body(null, 204, { 'cache-control': 'no-store' });
  });
  for (const prefix of SANDBOX_PATH_PREFIXES) {
    // API answers are compressed on the fly, as a merchant's gateway would (the site's files come precompressed).
    server.use(`${prefix}*`, compress());
    server.all(`${prefix}*`, (c) => sandbox.fetch(c.req.raw, c.env as SandboxEnv['Bindings']));
  }
  if (site) server.get('*', siteHandler(site, siteSecurityHeaders(site, Boolean(cspReports))));
  return server;
}

/** A host name or address that only this machine reaches (`0.0.0.0` and `::` are every interface). */
export function isLoopbackHost(host: string): boolean {
  const address = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return address === 'localhost' || isLoopbackAddress(address);
}

/** What the server warns of when `--host` lets other machines in: the API's demo data, and who may use the control routes. */
export function hostWarning(host: string, openControl: boolean): string | undefined {
  if (isLoopbackHost(host)) return undefined;
  const control = openControl
    ? 'and --open-control lets any of them reset it, move its clock and read its passwords and codes under /__sandbox/.'
    : 'its control routes under /__sandbox/ still answer only this machine (--open-control opens them).';
  return `Warning: --host ${host} is not a loopback address: other machines reach this sandbox and its demo accounts; ${control}`;
}

/** What the server prints when it starts: where, which scenario, and who can log in. */
export function startupBanner(url: string, scenario: string, site?: string): string {
  const accounts = demoAccounts();
  const width = Math.max(...accounts.map((account) => account.username.length));
  const passwordWidth = Math.max(...accounts.map((account) => account.password.length));
  return [
    `Sandbox API on ${url} (scenario: ${scenario})`,
    ...(site ? [`Serving ${site} on ${url}`] : []),
    `Demo accounts (also as JSON at ${url}/__sandbox/accounts):`,
    ...accounts.map(
      (account) =>
        `  ${account.username.padEnd(width)}  ${account.password.padEnd(passwordWidth)}  type ${String(account.customerType).padEnd(2)}  ${account.shows}`,
    ),
    `Free play: the site's free-trial button opens a trial session (customer type 4).`,
  ].join('\n');
}
