/** Agent center, team, contracts, salaries and dividends. */
export {
  AGENT_CENTER_ENTRIES,
  agentCenterEntries,
  isAgentCenterEntry,
  type AgentCenterEntry,
  type AgentContractFlags,
} from './lib/center/agent-center-entries';
export { AgentCenter, type AgentCenterProps } from './lib/center/agent-center';

/** The agent center's modal body is its own chunk, loaded when the center first opens. */
export const loadAgentCenterBody = () => import('./lib/center/agent-center-body');
