import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { isScenario, SCENARIOS } from '@wl/sandbox-api';
import { listen } from './listen';
import { createServerApp, hostWarning, startupBanner } from './server-app';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: process.env['PORT'] ?? '4300' },
    scenario: { type: 'string', default: process.env['SANDBOX_SCENARIO'] ?? 'normal' },
    /** Added to every API answer, in milliseconds (a slow network for demos). */
    latency: { type: 'string', default: process.env['SANDBOX_LATENCY'] ?? '0' },
    site: { type: 'string' },
    /** A brand.json whose merchant the API answers as (its currency) without serving a site: `npm run dev`'s sandbox. */
    brand: { type: 'string' },
    /** Append the CSP violations browsers report to this file (the e2e suite fails on any). */
    'csp-reports': { type: 'string' },
    /** HTTP/2 over TLS with a throwaway certificate (`listen`). */
    https: { type: 'boolean', default: false },
    /** The control routes under /__sandbox/ answer every client, not only this machine's. */
    'open-control': { type: 'boolean', default: process.env['SANDBOX_OPEN_CONTROL'] === '1' },
  },
});

if (!isScenario(values.scenario)) {
  console.error(`--scenario must be one of ${SCENARIOS.join(', ')}; got "${values.scenario}"`);
  process.exit(2);
}
const latencyMs = Number(values.latency);
if (!Number.isFinite(latencyMs) || latencyMs < 0) {
  console.error(`--latency must be a number of milliseconds; got "${values.latency}"`);
  process.exit(2);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a whole number from 0 to 65535; got "${values.port}"`);
  process.exit(2);
}
// A mistyped --site, or a build that has not run, would answer every page with an error: say so now.
if (values.site !== undefined && !existsSync(join(values.site, 'index.html'))) {
  console.error(`--site ${values.site} has no index.html: build the brand first (npx nx run brand-<code>:build)`);
  process.exit(2);
}

if (values.brand !== undefined && !existsSync(values.brand)) {
  console.error(`--brand ${values.brand} is not a file: name a brand folder's brand.json (brands/<code>/brand.json)`);
  process.exit(2);
}
// A site carries its brand's config (read by createServerApp); a brand.json names the currency for an API alone.
const brandCurrency: string | undefined = values.brand ? JSON.parse(readFileSync(values.brand, 'utf8')).currencySymbol : undefined;

const openControl = values['open-control'];
const warning = hostWarning(values.host, openControl);
if (warning) console.warn(warning);
const server = createServerApp({
  scenario: values.scenario,
  faults: { latencyMs },
  site: values.site,
  ...(brandCurrency ? { currencySymbol: brandCurrency } : {}),
  cspReports: values['csp-reports'],
  openControl,
});
const listening = listen(server, { host: values.host, port, https: values.https }, (origin) => {
  console.log(startupBanner(origin, values.scenario, values.site));
});
// A port another server holds is a message, not a stack trace.
listening.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE' ? `Port ${port} on ${values.host} is in use: stop what holds it, or pass --port` : error.message,
  );
  process.exit(1);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
