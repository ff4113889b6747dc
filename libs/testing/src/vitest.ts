/** Vitest-only helpers (Node): the sandbox answering a spec's API calls through MSW; a check that it is sent nothing. */
export { serveSandbox } from './lib/sandbox-server';
export { expectNothingSent } from './lib/nothing-sent';
