/** Agent center, team, contracts, salaries and dividends. */

/** The agent center's modal body is its own chunk, loaded when the center first opens. */
export const loadAgentCenterBody = () => import('./lib/center/agent-center-body');
