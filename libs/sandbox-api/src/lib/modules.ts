import { Hono, type Context } from 'hono';
import { ERROR_CODES, WHITE_LABEL_MODULES as M, whiteLabelSwitches, type WhiteLabelModule } from '@wl/api-client';
import type { CALLS, Domain } from '@wl/api-client/contract';
import type { SandboxEnv } from './app';
import { fail } from './envelope';
import { humanVerificationModule } from './routes/verification';
import { WHITE_LABEL_TREE, type SeedModule } from './seed/settings';
import type { SandboxState } from './state';

/** Spec §6: a module is on when its `enabled` is '1'; the sandbox serves '0' for one switched off. */
export const MODULE_ON = '1';
export const MODULE_OFF = '0';
/** A module's `enabled` as the merchant serves it. */
export const moduleFlag = (on: boolean): WhiteLabelModule['enabled'] => (on ? MODULE_ON : MODULE_OFF);

/** The seed's modules as served, each switched as `switches` says where it says. */
function served(modules: readonly SeedModule[], switches: Record<string, boolean>): WhiteLabelModule[] {
  return modules.map(({ modId, on, childrenNodes }) => ({
    modId,
    enabled: moduleFlag(switches[modId] ?? on),
    childrenNodes: served(childrenNodes, switches),
  }));
}

/**
 * The merchant's module tree as served (spec §3): the seed's, with the switches a test or a demo set. The
 * human-verification module has its own switch (`PUT /__sandbox/human-verification`, or a request's header).
 */
export function whiteLabelTree(state: SandboxState, humanVerification: boolean): WhiteLabelModule[] {
  return [...served(WHITE_LABEL_TREE, state.moduleSwitches), humanVerificationModule(humanVerification)];
}

/** The served tree as the site reads it, once per set of switches: the switches are replaced, never changed in place. */
const readSwitches = new WeakMap<Record<string, boolean>, Record<string, boolean>>();

/** Whether a module of the seed's tree is on, as the site reads it: the calls it gates obey the same switch. */
export function moduleOn(state: SandboxState, modId: string): boolean {
  // As the site reads the served tree: a module under one switched off is off too.
  let read = readSwitches.get(state.moduleSwitches);
  if (!read) {
    read = whiteLabelSwitches(served(WHITE_LABEL_TREE, state.moduleSwitches));
    readSwitches.set(state.moduleSwitches, read);
  }
  return read[modId] ?? state.moduleSwitches[modId] ?? false;
}

const SEED_SWITCHES = whiteLabelSwitches(served(WHITE_LABEL_TREE, {}));

/**
 * The module of each social-login provider (spec §2 social-login group): the provider's logins
 * (type `firebase`) and sign-ups (`firebaseChannel`) obey it, as the site shows its button by it.
 */
export const SOCIAL_LOGIN_MODULES: Readonly<Record<string, string>> = { google: M.googleLogin, facebook: M.facebookLogin };
/** The module a social login or sign-up by `provider` needs (none for a provider the sandbox does not know: its token is refused). */
export const socialLoginModule = (provider: unknown): string | undefined =>
  typeof provider === 'string' && Object.hasOwn(SOCIAL_LOGIN_MODULES, provider) ? SOCIAL_LOGIN_MODULES[provider] : undefined;

/** The contract's refusal of a call whose module the merchant has switched off (`function.not.available`). */
export const refuseModuleOff = (c: Context<SandboxEnv>, modId: string) =>
  fail(c, ERROR_CODES.functionNotAvailable, `The merchant has switched ${modId} off`);

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
type Needs = string | readonly (string | undefined)[] | undefined;
const CALL_MODULES: Partial<Record<CallName, Needs | ((input: Record<string, unknown>) => Needs)>> = {
  // A social login's provider is known from its id token only: the login handler checks its module.
  'auth.login': (input) => (input['type'] === 'sms' ? M.mobileCodeLogin : undefined),
  'auth.sendLoginSms': M.mobileCodeLogin,
  'auth.freePlayLogin': M.freePlay,
  'games.trialLaunch': M.freePlay,
  'auth.register': (input) => [M.usernameRegister, socialLoginModule(input['firebaseChannel'])],
  // Spec §4: a password only if the flag allows (without one the player logs in by SMS).
  'auth.registerMobile': (input) => [
    M.mobileRegister,
    input['password'] ? M.mobilePasswordRegister : undefined,
    socialLoginModule(input['firebaseChannel']),
  ],
  'auth.sendRegisterSms': M.mobileRegister,
  'auth.sendForgotSms': M.phoneReset,
  'auth.resetPasswordByPhone': M.phoneReset,
  'agent.dividend': CONTRACT_MODULES.DIVIDEND,
  'agent.dailySalary': CONTRACT_MODULES.DAILY,
  'agent.hourlySalary': CONTRACT_MODULES.HOURLY,
  'agent.realTimeSalary': CONTRACT_MODULES.REALTIME,
};

/** The first module a call needs that the merchant has switched off, if any. */
export function moduleOffFor(state: SandboxState, call: string, input: Record<string, unknown>): string | undefined {
  const of = CALL_MODULES[call as CallName];
  const needs = typeof of === 'function' ? of(input) : of;
  return (typeof needs === 'string' ? [needs] : (needs ?? [])).find((module) => module !== undefined && !moduleOn(state, module));
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
