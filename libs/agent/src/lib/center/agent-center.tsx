import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CenterShell } from '@wl/ui-kit';
import { AGENT_CENTER_ENTRY_KEYS, agentCenterEntries, type AgentCenterEntry, type AgentContractFlags } from './agent-center-entries';
import { AGENT_CENTER_PAGES } from './agent-center-pages';

export interface AgentCenterProps {
  flags: AgentContractFlags;
  initialEntry?: AgentCenterEntry;
  /** Entries where a contract request waits for the agent's answer (spec §3 `*reqtype` = 1). */
  waiting?: readonly AgentCenterEntry[];
}

/** The agent center: its entries in order, salary and dividend entries only where their contract is on. */
export function AgentCenter({ flags, initialEntry = 'announcement', waiting = [] }: AgentCenterProps) {
  const intl = useIntl();
  const visible = agentCenterEntries(flags);
  const [selected, setSelected] = useState<AgentCenterEntry>(initialEntry);
  // An entry switched off falls back to the first.
  const active = visible.includes(selected) ? selected : visible[0];
  const Content = AGENT_CENTER_PAGES[active];
  return (
    <CenterShell
      menuLabel={intl.formatMessage({ id: 'agent.center.title' })}
      entries={visible.map((key) => ({
        key,
        label: <FormattedMessage id={AGENT_CENTER_ENTRY_KEYS[key]} />,
        ...(waiting.includes(key) ? { badge: { count: 1, label: intl.formatMessage({ id: 'agent.center.waiting' }) } } : {}),
      }))}
      active={active}
      onSelect={setSelected}
    >
      <Content />
    </CenterShell>
  );
}
