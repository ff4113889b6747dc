import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CenterShell, PagePlaceholder } from '@wl/ui-kit';
import { AGENT_CENTER_ENTRY_KEYS, agentCenterEntries, type AgentCenterEntry, type AgentContractFlags } from './agent-center-entries';

export interface AgentCenterProps {
  flags: AgentContractFlags;
  initialEntry?: AgentCenterEntry;
}

/**
 * The agent center's shell: its entries in order, salary and dividend entries only where their
 * contract is on. Each entry's content comes with the agent work; until then it says what it will hold.
 */
export function AgentCenter({ flags, initialEntry = 'announcement' }: AgentCenterProps) {
  const intl = useIntl();
  const visible = agentCenterEntries(flags);
  const [selected, setSelected] = useState<AgentCenterEntry>(initialEntry);
  // Flags arrive after the first render; an entry switched off falls back to the first.
  const active = visible.includes(selected) ? selected : visible[0];
  return (
    <CenterShell
      menuLabel={intl.formatMessage({ id: 'agent.center.title' })}
      entries={visible.map((key) => ({ key, label: <FormattedMessage id={AGENT_CENTER_ENTRY_KEYS[key]} /> }))}
      active={active}
      onSelect={setSelected}
    >
      <PagePlaceholder
        title={<FormattedMessage id={AGENT_CENTER_ENTRY_KEYS[active]} />}
        description={<FormattedMessage id="agent.entry.placeholder" />}
      />
    </CenterShell>
  );
}
