import { useDeferredValue, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { errorActionProps, errorMessageKey, isApiError, SYSTEM_STATUS, useGetSystemStatusQuery } from '@wl/api-client';
import { MaintenancePage, RegionRestrictedPage } from '@wl/content';
import { BOOT_BAR_ELEMENT_ID } from '@wl/brand';
import { useNavigationSettled } from '@wl/games';
import { selectIsLoggedIn } from '@wl/session';
import { ErrorState, NoticePage } from '@wl/ui-kit';
import { loadAccountArea, loadNavigationBar } from './layout/header/header';
import { showsHeadNavigation } from './layout/layouts';
import { usePhoneLayout } from './layout/phone';
import { useContactCustomerService } from './use-contact-customer-service';

/**
 * How long the site, allowed to open, still waits for the navigation's categories (asked for with
 * the status): drawn after the site, they would come in between the bar's fixed entries, moving
 * promotions and app download along the bar or under its More menu as the player reaches for them.
 * Past this, the site opens with the bar's fixed entries. A page without the head navigation (the
 * lottery page, a page without a header) does not wait for them.
 */
export const NAVIGATION_WAIT_MS = 1000;

/** Padding, not margin: a margin would pass through the page's root and move the whole page when the site opens. */
const Loading = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
`;

/**
 * A status call that failed, or answered a status the site does not know: the error catalogue's
 * message (spec §8) and its action (docs/errors.md) — a retry, customer service for a domain the
 * merchant does not serve, the wait after too many requests. A call that did not get through also
 * says to check the connection.
 */
function StartupFailure({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const unreached = isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
  return (
    <NoticePage title={<FormattedMessage id={errorMessageKey(error)} />}>
      <ErrorState
        message={<FormattedMessage id={unreached ? 'system.startupFailed' : 'system.startupRefused'} />}
        {...errorActionProps(error)}
        onRetry={onRetry}
        retrying={retrying}
      />
    </NoticePage>
  );
}

/**
 * Spec §2 / §4: the site opens only with system status 0; 1 shows maintenance, 2 the region page
 * (a single status, so region shows only when there is no maintenance). A failed status call is
 * not a blank page: it says what went wrong (a domain the merchant does not serve reads as access
 * restricted, spec §8) and offers what the catalogue does about it; any other status is an unknown error.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const { data, isLoading, isFetching, isError, error, refetch } = useGetSystemStatusQuery();
  const onContactUs = useContactCustomerService();
  // A gate of startup: once the site has opened it stays open while the status is fetched again
  // (a logout resets the API cache), instead of flashing the loading page over everything.
  const [opened, setOpened] = useState(false);
  // A player's header is its own chunk: fetched while the status call runs, not after it.
  const loggedIn = useSelector(selectIsLoggedIn);
  useEffect(() => {
    // A failure here is the header's to show, when it asks for the chunk itself.
    if (loggedIn) loadAccountArea().catch(() => undefined);
  }, [loggedIn]);
  const statusOpen = data?.status === SYSTEM_STATUS.normal;
  const navigationSettled = useNavigationSettled();
  const waitsForNavigation = showsHeadNavigation(useLocation().pathname);
  // A desktop's navigation bar is its own chunk too: fetched with the status and the categories.
  const phone = usePhoneLayout();
  const desktopBar = waitsForNavigation && !phone;
  useEffect(() => {
    // A failure here is the header's to show, when it asks for the chunk itself.
    if (desktopBar) loadNavigationBar().catch(() => undefined);
  }, [desktopBar]);
  const [navigationWaitOver, setNavigationWaitOver] = useState(false);
  useEffect(() => {
    if (!statusOpen || opened || !waitsForNavigation) return;
    const timer = setTimeout(() => setNavigationWaitOver(true), NAVIGATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [statusOpen, opened, waitsForNavigation]);
  if (!opened && statusOpen && (!waitsForNavigation || navigationSettled || navigationWaitOver)) setOpened(true);
  // The status answer arrives as a store update, which React renders in one uninterrupted task; the
  // whole site opening is the biggest render of a visit, so it follows as a deferred render that
  // yields to the browser (input, network, paint) every few milliseconds. Loading shows meanwhile.
  const shown = useDeferredValue(opened, false);
  // A retry of a failed status is loading again to RTK: the failure stays, with its busy Try again holding the focus.
  const waiting = (isLoading && error === undefined) || (statusOpen && !shown);
  // The page's HTML painted the brand's logo bar while the scripts loaded; the site's own page,
  // whichever it is, takes over from it before its first paint.
  useLayoutEffect(() => {
    if (!waiting) document.getElementById(BOOT_BAR_ELEMENT_ID)?.remove();
  }, [waiting]);
  if (shown) return children;

  if (waiting) {
    return (
      <Loading role="status">
        <FormattedMessage id="system.loading" />
      </Loading>
    );
  }
  const retry = () => void refetch();
  if (isError || !data) return <StartupFailure error={error} onRetry={retry} retrying={isFetching} />;
  if (data.status === SYSTEM_STATUS.maintenance) return <MaintenancePage onContactUs={onContactUs} />;
  if (data.status === SYSTEM_STATUS.regionRestricted) {
    // The browser does not check the answer against the contract (zod stays out of it): a region
    // answer without its location shows the page without them rather than throwing.
    const location: Partial<typeof data.location> | undefined = data.location;
    return <RegionRestrictedPage ip={location?.ip ?? ''} country={location?.country ?? ''} onContactUs={onContactUs} />;
  }
  // Status 0 has opened the site above (or is waiting to); a status the spec does not name opens nothing.
  return <StartupFailure error={undefined} onRetry={retry} retrying={isFetching} />;
}
