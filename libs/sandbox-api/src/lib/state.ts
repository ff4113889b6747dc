import type { Scenario } from './scenario';

export interface SandboxOptions {
  /** The scenario when a request does not name one. */
  scenario?: Scenario;
  /** The country the region scenario reports for the visitor. */
  regionCountry?: string;
}

/** Everything the sandbox remembers; rebuilt from the options on reset. */
export interface SandboxState {
  scenario: Scenario;
  regionCountry: string;
}

export function createState(options: SandboxOptions): SandboxState {
  return { scenario: options.scenario ?? 'normal', regionCountry: options.regionCountry ?? 'Singapore' };
}
