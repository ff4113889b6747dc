import { Hono } from 'hono';
import { ERROR_CODES } from '@wl/api-client';
import { controlGuard } from './control';
import { fail } from './envelope';
import { DROPPED_MARK, faultMiddleware } from './faults';
import { checkLedger } from './ledger';
import { moduleRoutes } from './modules';
import { isScenario, SCENARIO_HEADER, type Scenario } from './scenario';
import { createState, type SandboxOptions, type SandboxState } from './state';
import { adminRoutes } from './routes/admin';
import { agentRoutes } from './routes/agent';
import { authRoutes } from './routes/auth';
import { gamesRoutes } from './routes/games';
import { HUMAN_VERIFICATION_HEADER, verificationRoutes } from './routes/verification';
import { lotteryRoutes } from './routes/lottery';
import { memberRoutes } from './routes/member';
import { pointsRoutes } from './routes/points';
import { promotionsRoutes } from './routes/promotions';
import { systemRoutes } from './routes/system';
import { progressAllOrders, walletRoutes } from './routes/wallet';

export interface SandboxEnv {
  Variables: { state: SandboxState; scenario: Scenario; visitorIp: string; humanVerification: boolean };
  Bindings: { incoming?: { socket?: { remoteAddress?: string } } };
}

/** The whole fake merchant API as one Hono app: served over HTTP, or in-process through MSW. */
export function createSandboxApp(options: SandboxOptions = {}) {
  const world = { state: createState(options) };
  const app = new Hono<SandboxEnv>();

  // Outermost, so every answer gets it, refusals and errors too: API answers hold a player's data and must not be
  // kept by a browser or proxy. Pictures that set their own caching keep it.
  app.use(async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.header('Cache-Control', 'no-store');
  });
  app.use('/__sandbox/*', controlGuard(options.openControl ?? false));
  app.use(async (c, next) => {
    const requested = c.req.header(SCENARIO_HEADER);
    c.set('state', world.state);
    c.set('scenario', isScenario(requested) ? requested : world.state.scenario);
    const verification = c.req.header(HUMAN_VERIFICATION_HEADER);
    c.set('humanVerification', verification ? verification === 'on' : world.state.humanVerification);
    c.set('visitorIp', c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || c.env?.incoming?.socket?.remoteAddress || '127.0.0.1');
    // Deposits and withdrawals move on the sandbox clock: each call sees them where the clock has brought them.
    progressAllOrders(world.state);
    await next();
    // The money invariants after every call: a violation answers 500 instead of passing quietly.
    checkLedger(world.state.ledger);
  });
  app.use(faultMiddleware);

  for (const routes of [
    systemRoutes,
    authRoutes,
    verificationRoutes,
    memberRoutes,
    walletRoutes,
    gamesRoutes,
    lotteryRoutes,
    promotionsRoutes,
    pointsRoutes,
    agentRoutes,
  ]) {
    app.route('/', routes());
  }
  app.route('/', adminRoutes(world, options));
  app.route('/', moduleRoutes());

  app.notFound((c) => fail(c, ERROR_CODES.notFound, `The sandbox has no ${c.req.method} ${c.req.path}`, 404));
  app.onError((error, c) => fail(c, ERROR_CODES.systemError, `Sandbox error: ${error.message}`, 500));

  // The drop-response fault: the call has been applied, and its answer becomes a network error.
  const answer = app.fetch;
  app.fetch = async (...args: Parameters<typeof answer>) => {
    const response = await answer(...args);
    return response.headers.has(DROPPED_MARK) ? Response.error() : response;
  };
  return app;
}

export type SandboxApp = ReturnType<typeof createSandboxApp>;
