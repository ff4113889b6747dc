import { parseArgs } from 'node:util';
import { isScenario, SCENARIOS } from '@wl/sandbox-api';
import { listen } from './listen';
import { createServerApp, startupBanner } from './server-app';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: process.env['PORT'] ?? '4300' },
    scenario: { type: 'string', default: process.env['SANDBOX_SCENARIO'] ?? 'normal' },
    /** Added to every API answer, in milliseconds (a slow network for demos). */
    latency: { type: 'string', default: process.env['SANDBOX_LATENCY'] ?? '0' },
    site: { type: 'string' },
    /** Append the CSP violations browsers report to this file (the e2e suite fails on any). */
    'csp-reports': { type: 'string' },
    /** HTTP/2 over TLS with a throwaway certificate (`listen`). */
    https: { type: 'boolean', default: false },
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

const server = createServerApp({ scenario: values.scenario, faults: { latencyMs }, site: values.site, cspReports: values['csp-reports'] });
listen(server, { host: values.host, port: Number(values.port), https: values.https }, (origin) => {
  console.log(startupBanner(origin, values.scenario, values.site));
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
