import { useGetMissionSummaryQuery } from '@wl/api-client';
import { useLanguage } from '@wl/i18n';
import type { ModalBodyProps } from '@wl/ui-kit';
import { isMemberCenterEntry } from './member-center-entries';
import { CloseCenterProvider, MemberCenter, type MemberCenterPages } from './member-center';
import { MEMBER_CENTER_PAGES } from './member-center-pages';

/**
 * The member center as the site's modal body: opens at the asked entry, counts open missions.
 * `pages` adds entries owned by other libraries (the wallet's money screens), composed by the site.
 */
export function MemberCenterBody({ props, close, pages }: ModalBodyProps<{ entry?: string }> & { pages?: MemberCenterPages }) {
  const { data } = useGetMissionSummaryQuery({ language: useLanguage().language });
  return (
    <CloseCenterProvider value={close}>
      <MemberCenter
        initialEntry={isMemberCenterEntry(props.entry) ? props.entry : undefined}
        openMissionCount={data?.openMissionCount ?? 0}
        pages={{ ...MEMBER_CENTER_PAGES, ...pages }}
      />
    </CloseCenterProvider>
  );
}
