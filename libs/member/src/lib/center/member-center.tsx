import { createContext, Suspense, useCallback, useContext, useState, type ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CenterShell, PagePlaceholder, RetryBoundary, Skeleton } from '@wl/ui-kit';
import {
  MEMBER_CENTER_ENTRIES,
  MEMBER_CENTER_ENTRY_KEYS,
  menuEntryOf,
  MISSION_ENTRY,
  type MemberCenterEntry,
} from './member-center-entries';

/** What each entry shows. The site composes it from the member and wallet libraries (features never import each other). */
export type MemberCenterPages = Partial<Record<MemberCenterEntry, ComponentType>>;

export interface MemberCenterProps {
  /** The entry to open with (the account menu opens withdrawal, records…). */
  initialEntry?: MemberCenterEntry;
  /** Spec §2: the mission entry's badge shows when above 0. */
  openMissionCount: number;
  /** Each entry's page, usually lazy; an entry without one says what it will hold. */
  pages?: MemberCenterPages;
}

/** Lets a page open another entry (my account opens the profile page, which has no menu entry). */
const CenterNavigation = createContext<(entry: MemberCenterEntry) => void>(() => undefined);
export const useOpenCenterEntry = () => useContext(CenterNavigation);
/** Closes the center (the site's modal): a link to a page of the site must not leave that page hidden under it. */
const CloseCenter = createContext<() => void>(() => undefined);
export const CloseCenterProvider = CloseCenter.Provider;
export const useCloseCenter = () => useContext(CloseCenter);

/**
 * Whether the page shown was opened by a button of another page (my account's "Edit profile"), not from the
 * menu. That button went with its page, so the focus fell to the page; the menu's entries keep theirs.
 */
export const OpenedFromPage = createContext(false);

/** The member center's shell: the 13 entries in order, the selected one active, and its page. */
export function MemberCenter({ initialEntry = 'securityCenter', openMissionCount, pages = {} }: MemberCenterProps) {
  const intl = useIntl();
  // A page's own button went with it: the page it opens takes the focus (a menu entry picked keeps it).
  const [shown, setShown] = useState<{ entry: MemberCenterEntry; fromPage: boolean }>({
    entry: initialEntry,
    fromPage: false,
  });
  // The site opening the center again while it is open (the deposit button, the unread badge) changes the entry asked for.
  const [askedFor, setAskedFor] = useState(initialEntry);
  if (askedFor !== initialEntry) {
    setAskedFor(initialEntry);
    setShown({ entry: initialEntry, fromPage: false });
  }
  const active = shown.entry;
  const select = (entry: MemberCenterEntry) => setShown({ entry, fromPage: false });
  const openFromPage = useCallback((entry: MemberCenterEntry) => setShown({ entry, fromPage: true }), []);
  const entries = MEMBER_CENTER_ENTRIES.map((key) => ({
    key,
    label: <FormattedMessage id={MEMBER_CENTER_ENTRY_KEYS[key]} />,
    badge:
      key === MISSION_ENTRY
        ? { count: openMissionCount, label: intl.formatMessage({ id: 'member.openMissions' }, { count: openMissionCount }) }
        : undefined,
  }));
  const Page = pages[active];
  return (
    <CenterShell
      menuLabel={intl.formatMessage({ id: 'member.center.title' })}
      entries={entries}
      active={menuEntryOf(active)}
      onSelect={select}
    >
      {Page ? (
        <CenterNavigation.Provider value={openFromPage}>
          <OpenedFromPage.Provider value={shown.fromPage}>
            <RetryBoundary key={active}>
              <Suspense fallback={<Skeleton />}>
                <Page />
              </Suspense>
            </RetryBoundary>
          </OpenedFromPage.Provider>
        </CenterNavigation.Provider>
      ) : (
        <PagePlaceholder
          title={<FormattedMessage id={MEMBER_CENTER_ENTRY_KEYS[active]} />}
          description={<FormattedMessage id="member.entry.placeholder" />}
        />
      )}
    </CenterShell>
  );
}
