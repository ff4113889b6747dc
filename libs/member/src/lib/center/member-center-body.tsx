import { useGetMissionSummaryQuery } from '@wl/api-client';
import type { ModalBodyProps } from '@wl/ui-kit';
import { isMemberCenterEntry } from './member-center-entries';
import { MemberCenter } from './member-center';

/** The member center as the site's modal body: opens at the asked entry, counts open missions. */
export default function MemberCenterBody({ props }: ModalBodyProps<{ entry?: string }>) {
  const { data } = useGetMissionSummaryQuery();
  return (
    <MemberCenter
      initialEntry={isMemberCenterEntry(props.entry) ? props.entry : undefined}
      openMissionCount={data?.openMissionCount ?? 0}
    />
  );
}
