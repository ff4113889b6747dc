import { lazy, Suspense, useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { isFirstEntry, type InPlaceNavigation } from '@wl/api-client';
import { WithFullCatalog } from '@wl/i18n';
import { loadChunk } from '@wl/ui-kit';
import { forgetPreload, preloadedPage, type PageLoader } from './page-preloads';
import { PageBoundary } from './page-boundary';

/**
 * One lazy component per loader, dropped once its failure is shown: `React.lazy` keeps a rejected chunk for good, so
 * the next attempt (Try again, or another route with the same page: /rng, /live, /fish) would fail without a fetch.
 */
const pages = new Map<PageLoader, ComponentType>();
/**
 * A preloaded page that has arrived renders itself rather than a lazy one, which would show its
 * fallback for a frame and make React hold the page back to batch its reveal.
 */
function pageFor(load: PageLoader): ComponentType {
  const preloaded = preloadedPage(load);
  let page = pages.get(load) ?? preloaded.page;
  if (!page) {
    page = lazy(() => preloaded.loading ?? loadChunk(load));
    pages.set(load, page);
  }
  return page;
}

/** The element id a hash names; a malformed escape (`#50%off`) is taken as written rather than breaking the page. */
function anchorOf(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * Spec §2: every route change scrolls to the top, or to the element the hash names, once the
 * page has arrived. The first page of a visit already starts at the top; scrolling there again
 * when its chunk arrives late would pull back a player who has started scrolling.
 */
function ScrollOnArrival() {
  // Each navigation is a new location.
  const location = useLocation();
  useLayoutEffect(() => {
    const { hash, state } = location;
    // A page recording its own state in its address stays where the player is.
    if ((state as InPlaceNavigation | null)?.inPlace) return;
    const target = hash ? document.getElementById(anchorOf(hash)) : null;
    if (target) target.scrollIntoView();
    else if (!isFirstEntry(location)) window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/**
 * After Try again, whose button went with the failure (and the focus with it, to the body): the page, once back,
 * takes the focus, as a new page does (the layout's `<main>`), unless the player has put it somewhere meanwhile.
 */
function FocusOnArrival() {
  useEffect(() => {
    // Lost: on the body. Not ui-kit's isFocusLost, which counts a focused modal as lost too: a modal opened over the
    // page meanwhile keeps the focus.
    if (!document.activeElement || document.activeElement === document.body) document.querySelector('main')?.focus({ preventScroll: true });
  }, []);
  return null;
}

interface LazyPageProps {
  load: PageLoader;
  /** The page reads only the catalogs' shell part, so it shows without waiting for the rest (the home page). */
  shellCatalog?: boolean;
}

/** A route's page, loaded as its own chunk, with the loading state and the recoverable error. */
export function LazyPage({ load, shellCatalog = false }: LazyPageProps) {
  const [Page, setPage] = useState(() => pageFor(load));
  const [retried, setRetried] = useState(false);
  const { key } = useLocation();
  return (
    <PageBoundary
      // A failure shows on its own address only: another (/live?vassalage=B after A) tries the page again.
      resetKey={key}
      onFailed={() => {
        pages.delete(load);
        forgetPreload(load);
      }}
      onRetry={() => {
        setPage(() => pageFor(load));
        setRetried(true);
      }}
    >
      <Suspense
        fallback={
          <p role="status">
            <FormattedMessage id="system.loading" />
          </p>
        }
      >
        {shellCatalog ? (
          <Page />
        ) : (
          <WithFullCatalog>
            <Page />
          </WithFullCatalog>
        )}
        <ScrollOnArrival />
        {retried && <FocusOnArrival />}
      </Suspense>
    </PageBoundary>
  );
}
