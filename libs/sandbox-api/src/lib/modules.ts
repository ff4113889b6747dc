import { Hono } from 'hono';
import { WHITE_LABEL_MODULES as M, whiteLabelSwitches, type WhiteLabelModule } from '@wl/api-client';
import type { CALLS, Domain } from '@wl/api-client/contract';
import type { SandboxEnv } from './app';
import { humanVerificationModule } from './routes/verification';
import { WHITE_LABEL_TREE } from './seed/settings';
import type { SandboxState } from './state';

/**
 * The merchant's module tree as served (spec §3): the seed's, with the switches a test or a demo set. The
 * human-verification module has its own switch (`PUT /__sandbox/human-verification`, or a request's header).
 */
export function whiteLabelTree(state: SandboxState, humanVerification: boolean): WhiteLabelModule[] {
  const apply = (modules: readonly WhiteLabelModule[]): WhiteLabelModule[] =>
    modules.map((module) => {
      const switched = state.moduleSwitches[module.modId];
      return {
        ...module,
        enabled: switched === undefined ? module.enabled : switched ? '1' : '0',
        childrenNodes: apply(module.childrenNodes ?? []),
      };
    });
  return [...apply(WHITE_LABEL_TREE), humanVerificationModule(humanVerification)];
}

/** Whether a module of the seed's tree is on, as the site reads it: the calls it gates obey the same switch. */
export function moduleOn(state: SandboxState, modId: string): boolean {
  return state.moduleSwitches[modId] ?? SEED_SWITCHES[modId] ?? false;
}

const SEED_SWITCHES = whiteLabelSwitches([...WHITE_LABEL_TREE]);

/**
 * The agent contracts' modules of the seed's tree (spec §3), by contract kind: the consolidated contract info
 * reports them, and each kind's relay belongs to its module.
 */
export const CONTRACT_MODULES = {
  DIVIDEND: 'DIVIDEND3',
  DAILY: 'DAILYSALARY3',
  HOURLY: 'HOURSALARY3',
  REALTIME: 'REALTIMESALARY3',
} as const;

type CallName = { [D in Domain]: `${D}.${keyof (typeof CALLS)[D] & string}` }[Domain];
/**
 * The calls that belong to a module, by `domain.call` (or how to tell from the input): while the merchant
 * has the module off they are refused as "function not enabled", as the site hides their forms.
 */
const CALL_MODULES: Partial<Record<CallName, string | ((input: Record<string, unknown>) => string | undefined)>> = {
  'auth.login': (input) => (input['type'] === 'sms' ? M.mobileCodeLogin : undefined),
  'auth.sendLoginSms': M.mobileCodeLogin,
  'auth.freePlayLogin': M.freePlay,
  'games.trialLaunch': M.freePlay,
  'auth.register': M.usernameRegister,
  'auth.registerMobile': M.mobileRegister,
  'auth.sendRegisterSms': M.mobileRegister,
  'auth.sendForgotSms': M.phoneReset,
  'auth.resetPasswordByPhone': M.phoneReset,
  'agent.dividend': CONTRACT_MODULES.DIVIDEND,
  'agent.dailySalary': CONTRACT_MODULES.DAILY,
  'agent.hourlySalary': CONTRACT_MODULES.HOURLY,
  'agent.realTimeSalary': CONTRACT_MODULES.REALTIME,
};

/** The module a call needs that the merchant has switched off, if any. */
export function moduleOffFor(state: SandboxState, call: string, input: Record<string, unknown>): string | undefined {
  const of = CALL_MODULES[call as CallName];
  const module = typeof of === 'function' ? of(input) : of;
  return module && !moduleOn(state, module) ? module : undefined;
}

/** Problems with a `{ "<modId>": true | false }` body, or the switches it sets. */
export function parseModuleSwitches(body: unknown): Record<string, boolean> | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'the body must be { "<module id>": true | false }';
  for (const [modId, enabled] of Object.entries(body)) {
    if (!(modId in SEED_SWITCHES)) return `${modId} is not a module of the white-label tree`;
    if (typeof enabled !== 'boolean') return `${modId} must be true or false`;
  }
  return body as Record<string, boolean>;
}

/** For tests and demos: switch the merchant's modules (until a reset or `DELETE`). */
export function moduleRoutes() {
  const routes = new Hono<SandboxEnv>();
  routes.get('/__sandbox/modules', (c) => c.json(c.var.state.moduleSwitches));
  routes.put('/__sandbox/modules', async (c) => {
    const switches = parseModuleSwitches(await c.req.json().catch(() => null));
    if (typeof switches === 'string') return c.json({ error: switches }, 400);
    c.var.state.moduleSwitches = { ...c.var.state.moduleSwitches, ...switches };
    return c.json(c.var.state.moduleSwitches);
  });
  routes.delete('/__sandbox/modules', (c) => {
    c.var.state.moduleSwitches = {};
    return c.json({});
  });
  return routes;
}
