import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createSandboxApp, isScenario, SANDBOX_PATH_PREFIXES, SCENARIOS, type SandboxEnv } from '@wl/sandbox-api';
import { siteHandler } from './site';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: process.env['PORT'] ?? '4300' },
    scenario: { type: 'string', default: process.env['SANDBOX_SCENARIO'] ?? 'normal' },
    site: { type: 'string' },
  },
});

if (!isScenario(values.scenario)) {
  console.error(`--scenario must be one of ${SCENARIOS.join(', ')}; got "${values.scenario}"`);
  process.exit(2);
}

const sandbox = createSandboxApp({ scenario: values.scenario });
const server = new Hono();
for (const prefix of SANDBOX_PATH_PREFIXES) server.all(`${prefix}*`, (c) => sandbox.fetch(c.req.raw, c.env as SandboxEnv['Bindings']));
if (values.site) server.get('*', siteHandler(values.site));

const port = Number(values.port);
serve({ fetch: server.fetch, hostname: values.host, port }, () => {
  const url = `http://${values.host}:${port}`;
  console.log(`Sandbox API on ${url} (scenario: ${values.scenario})`);
  if (values.site) console.log(`Serving ${values.site} on ${url}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
