/** Whole-site situations the sandbox can play (spec §2 startup by system status). */
export const SCENARIOS = ['normal', 'maintenance', 'region'] as const;
export type Scenario = (typeof SCENARIOS)[number];

/** A request may pick its own scenario, so parallel tests never share global state. */
export const SCENARIO_HEADER = 'x-sandbox-scenario';

export function isScenario(value: string | null | undefined): value is Scenario {
  return (SCENARIOS as readonly string[]).includes(value ?? '');
}
