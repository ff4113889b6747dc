import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSelector } from 'react-redux';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { loadRealityCheck } from '@wl/member';
import { selectIsLoggedIn } from '@wl/session';
import { focusRing, useAfterFirstScreen, useModals, visuallyHidden } from '@wl/ui-kit';
import { lazyPart } from '../chunks/lazy-part';
import { ChromeBoundary } from './chrome-boundary';
import { Header } from './header/header';
import { usePhoneLayout } from './phone';
import { SideBar } from './side-bar';
import type { LayoutParts } from './layouts';
import { TabBar } from './tab-bar';
import { pageColumn } from './page-column';

/**
 * Always below the fold at first (the page is at least a screen tall), so it comes after the first
 * screen: its chunk, its calls and its texts (the catalogs' rest) never hold back the page's largest paint.
 */
const Footer = lazyPart(() => import('./footer').then(({ Footer }) => ({ default: Footer })));
/** Responsible gaming: only a logged-in player's pages hold the reality check. */
const RealityCheck = lazyPart(() => loadRealityCheck().then(({ RealityCheck }) => ({ default: RealityCheck })));
/** Only a phone visitor who asks opens the account drawer: its own chunk. */
const AccountDrawer = lazyPart(() => import('./account-drawer').then(({ AccountDrawer }) => ({ default: AccountDrawer })));

const Main = styled.main<{ $besideSideBar: boolean; $footer: boolean }>`
  ${pageColumn}
  /* A full screen at least, where a footer follows: it starts below the fold, so content arriving late does not push it
     (layout shift). Without one (a game's frame, sized to the window), the page would scroll on into empty space. */
  min-height: ${({ $footer }) => ($footer ? '100vh' : 0)};
  padding-block: ${({ theme }) => theme.space.lg};

  /* Focused by the skip link and on a new page, as a starting point, not as a control. */
  &:focus {
    outline: none;
  }
`;

/** The first stop of Tab on every page: past the header and its navigation, straight to the page. */
const SkipLink = styled.a`
  position: fixed;
  inset-block-start: ${({ theme }) => theme.space.sm};
  inset-inline-start: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  ${focusRing}

  &:not(:focus) {
    ${visuallyHidden}
  }
`;

const MAIN_ID = 'main';

/**
 * After an in-app move to another page, focus starts at the page, as a page load's would (WCAG
 * 2.4.3), not on a link that has gone or in the header. Left where the page or a dialog put it.
 * Rendered above the session guard (`app.tsx`, after the routes, so the page's own focus comes first): a guard's
 * redirect mounts the layout again, which would take the new path as the one already shown.
 */
export function FocusOnNewPage() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById(MAIN_ID);
    const active = document.activeElement;
    if (!main || main.contains(active) || active?.closest('[aria-modal="true"]')) return;
    main.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}

/** Room at the end of the page, so the fixed tab bar never hides its last lines. */
const TabBarRoom = styled.div`
  height: ${({ theme }) => theme.layout.tabBarRoom};
`;

/**
 * The page frame of one layout: header, the page, footer and the side bar where the table says.
 * On a phone the header carries the tab bar and the account drawer, and the side bar's entries
 * move into that drawer.
 */
export function SiteLayout({ header, footer, sideMenu }: LayoutParts) {
  const phone = usePhoneLayout();
  const loggedIn = useSelector(selectIsLoggedIn);
  const modals = useModals();
  const [accountOpen, setAccountOpen] = useState(false);
  // The drawer belongs to the page it was opened on: Back under it closes it with that page, in the new page's
  // render, so the focus then moves to the new page.
  const { pathname } = useLocation();
  const [drawerPath, setDrawerPath] = useState(pathname);
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setAccountOpen(false);
  }
  // Once opened, the drawer stays mounted so it can animate closed and open again at once.
  const [drawerMounted, setDrawerMounted] = useState(false);
  const phoneChrome = phone && header;
  const besideSideBar = sideMenu && !phone;
  const firstScreenUp = useAfterFirstScreen();
  const openAccount = () => {
    setDrawerMounted(true);
    setAccountOpen(true);
  };
  return (
    <>
      <SkipLink
        href={`#${MAIN_ID}`}
        onClick={(event) => {
          // Focus, not the address: a hash would be a history entry, and the page's own anchors use it.
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
      >
        <FormattedMessage id="layout.skipToContent" />
      </SkipLink>
      {header && (
        <ChromeBoundary>
          <Header phone={phone} onOpenAccount={openAccount} />
        </ChromeBoundary>
      )}
      <Main id={MAIN_ID} tabIndex={-1} $besideSideBar={besideSideBar} $footer={footer}>
        <Outlet />
      </Main>
      {besideSideBar && (
        <ChromeBoundary>
          <SideBar />
        </ChromeBoundary>
      )}
      {footer && firstScreenUp && <Footer besideSideBar={besideSideBar} />}
      {/* Responsible gaming: the reality check comes due on every page, wherever the player is. */}
      {loggedIn && <RealityCheck onLeave={modals.closeAll} />}
      {phoneChrome && (
        <>
          <TabBarRoom />
          <ChromeBoundary>
            <TabBar accountOpen={accountOpen} onOpenAccount={openAccount} />
          </ChromeBoundary>
          {drawerMounted && <AccountDrawer open={accountOpen} onClose={() => setAccountOpen(false)} sideMenu={sideMenu} />}
        </>
      )}
    </>
  );
}
