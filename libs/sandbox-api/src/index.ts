/** The sandbox: a stateful, in-memory implementation of the merchant API (one Hono app). */
export { createSandboxApp, type SandboxApp, type SandboxEnv } from './lib/app';
export { sandboxHandlers, SANDBOX_PATH_PREFIXES } from './lib/msw';
export { SCENARIOS, SCENARIO_HEADER, isScenario, type Scenario } from './lib/scenario';
export type { SandboxOptions } from './lib/state';
export { FAULT_HEADERS, type Faults } from './lib/faults';
export { demoAccounts } from './lib/routes/admin';
