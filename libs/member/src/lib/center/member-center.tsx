import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CenterShell, PagePlaceholder } from '@wl/ui-kit';
import { MEMBER_CENTER_ENTRIES, MEMBER_CENTER_ENTRY_KEYS, MISSION_ENTRY, type MemberCenterEntry } from './member-center-entries';

export interface MemberCenterProps {
  /** The entry to open with (the account menu opens withdrawal, records…). */
  initialEntry?: MemberCenterEntry;
  /** Spec §2: the mission entry's badge shows when above 0. */
  openMissionCount: number;
}

/**
 * The member center's shell: the 13 entries in order, the selected one active, and its content.
 * Each entry's content comes with the member and wallet work; until then it says what it will hold.
 */
export function MemberCenter({ initialEntry = 'securityCenter', openMissionCount }: MemberCenterProps) {
  const intl = useIntl();
  const [active, setActive] = useState<MemberCenterEntry>(initialEntry);
  const entries = MEMBER_CENTER_ENTRIES.map((key) => ({
    key,
    label: <FormattedMessage id={MEMBER_CENTER_ENTRY_KEYS[key]} />,
    badge: key === MISSION_ENTRY ? { count: openMissionCount, label: intl.formatMessage({ id: 'member.openMissions' }, { count: openMissionCount }) } : undefined,
  }));
  return (
    <CenterShell menuLabel={intl.formatMessage({ id: 'member.center.title' })} entries={entries} active={active} onSelect={setActive}>
      <PagePlaceholder
        title={<FormattedMessage id={MEMBER_CENTER_ENTRY_KEYS[active]} />}
        description={<FormattedMessage id="member.entry.placeholder" />}
      />
    </CenterShell>
  );
}
