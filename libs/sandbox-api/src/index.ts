/** The sandbox: a stateful, in-memory implementation of the merchant API (one Hono app). */
export { createSandboxApp, type SandboxEnv } from './lib/app';
export { sandboxHandlers, sandboxHandlersFor, SANDBOX_PATH_PREFIXES } from './lib/msw';
export { SCENARIOS, isScenario } from './lib/scenario';
export type { SandboxOptions } from './lib/state';
export { demoAccounts } from './lib/routes/admin';
export { isLoopbackAddress } from './lib/control';
