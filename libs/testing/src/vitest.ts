/** Vitest-only helpers (Node): the sandbox answering a spec's API calls through MSW. */
export { serveSandbox } from './lib/sandbox-server';
