import { Hono } from 'hono';
import { createSandboxApp, demoAccounts, SANDBOX_PATH_PREFIXES, type SandboxEnv, type SandboxOptions } from '@wl/sandbox-api';
import { siteHandler } from './site';

export interface ServerOptions extends SandboxOptions {
  /** A stamped brand folder to serve on the same origin as the API. */
  site?: string;
}

/** The API under its prefixes (docs/api-contract.md, plus /__sandbox/), and the site, if any, for every other GET. */
export function createServerApp(options: ServerOptions = {}) {
  const { site, ...sandboxOptions } = options;
  const sandbox = createSandboxApp(sandboxOptions);
  const server = new Hono();
  for (const prefix of SANDBOX_PATH_PREFIXES) server.all(`${prefix}*`, (c) => sandbox.fetch(c.req.raw, c.env as SandboxEnv['Bindings']));
  if (site) server.get('*', siteHandler(site));
  return server;
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
    ...accounts.map((account) => `  ${account.username.padEnd(width)}  ${account.password.padEnd(passwordWidth)}  type ${String(account.customerType).padEnd(2)}  ${account.shows}`),
    `Free play: the site's free-trial button opens a trial session (customer type 4).`,
  ].join('\n');
}
