/**
 * Whole-site situations the sandbox can play (spec §2 startup by system status); `domain`: the status call answers
 * `domain_not_available`, as for a site on a domain that is not the merchant's (docs/api-contract.md).
 */
export const SCENARIOS = ['normal', 'maintenance', 'region', 'domain'] as const;
export type Scenario = (typeof SCENARIOS)[number];

/** A request may pick its own scenario, so parallel tests never share global state. */
export const SCENARIO_HEADER = 'x-sandbox-scenario';

export function isScenario(value: string | null | undefined): value is Scenario {
  return (SCENARIOS as readonly string[]).includes(value ?? '');
}
