import { useGetMissionSummaryQuery } from '@wl/api-client';
import { useLanguage } from '@wl/i18n';
import { useCloseWhenAccountGoes } from '@wl/session';
import type { ModalBodyProps } from '@wl/ui-kit';
import { isMemberCenterEntry } from './member-center-entries';
import { CloseCenterProvider, MemberCenter, type MemberCenterPages } from './member-center';
import { MEMBER_CENTER_PAGES } from './member-center-pages';

/**
 * The member center as the site's modal body: opens at the asked entry, counts open missions.
 * `pages` adds entries owned by other libraries (the wallet's money screens), composed by the site.
 *
 * The center is the account's it opened for: it closes once that session has ended (a logout, the reality check's
 * stop, the expired session's login popup closed without a login) or another account has logged in, so neither a
 * guest nor the next player on a shared computer is left in it (docs/decisions.md, as the change-password modal).
 */
export function MemberCenterBody({ props, close, pages }: ModalBodyProps<{ entry?: string }> & { pages?: MemberCenterPages }) {
  useCloseWhenAccountGoes(close);
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
