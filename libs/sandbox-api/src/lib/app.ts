import { Hono } from 'hono';
import { fail } from './envelope';
import { isScenario, SCENARIO_HEADER, SCENARIOS, type Scenario } from './scenario';
import { createState, type SandboxOptions, type SandboxState } from './state';
import { systemRoutes } from './routes/system';

export interface SandboxEnv {
  Variables: { state: SandboxState; scenario: Scenario; visitorIp: string };
  Bindings: { incoming?: { socket?: { remoteAddress?: string } } };
}

/** The whole fake merchant API as one Hono app: served over HTTP, or in-process through MSW. */
export function createSandboxApp(options: SandboxOptions = {}) {
  let state = createState(options);
  const app = new Hono<SandboxEnv>();

  app.use(async (c, next) => {
    const requested = c.req.header(SCENARIO_HEADER);
    c.set('state', state);
    c.set('scenario', isScenario(requested) ? requested : state.scenario);
    c.set('visitorIp', c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || c.env?.incoming?.socket?.remoteAddress || '127.0.0.1');
    await next();
  });

  app.route('/', systemRoutes());

  app.get('/__sandbox/scenario', (c) => c.json({ scenario: state.scenario, scenarios: SCENARIOS }));
  app.put('/__sandbox/scenario', async (c) => {
    const { scenario } = await c.req.json<{ scenario?: string }>();
    if (!isScenario(scenario)) return c.json({ error: `scenario must be one of ${SCENARIOS.join(', ')}` }, 400);
    state.scenario = scenario;
    return c.json({ scenario });
  });
  app.post('/__sandbox/reset', (c) => {
    state = createState(options);
    return c.json({ reset: true });
  });

  app.notFound((c) => fail(c, 'not_found', `The sandbox has no ${c.req.method} ${c.req.path}`, 404));
  return app;
}

export type SandboxApp = ReturnType<typeof createSandboxApp>;
