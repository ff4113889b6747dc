import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from './footer';
import { Header } from './header/header';
import { SideBar } from './side-bar';

/** Spec §2 layout table: which chrome a route has around its page. */
export interface LayoutParts {
  header: boolean;
  footer: boolean;
  sideMenu: boolean;
}

export const LAYOUTS = {
  full: { header: true, footer: true, sideMenu: true },
  headerFooter: { header: true, footer: true, sideMenu: false },
  headerOnly: { header: true, footer: false, sideMenu: false },
  headerSideMenu: { header: true, footer: false, sideMenu: true },
  footerOnly: { header: false, footer: true, sideMenu: false },
  bare: { header: false, footer: false, sideMenu: false },
} as const satisfies Record<string, LayoutParts>;

const Main = styled.main<{ $besideSideBar: boolean }>`
  max-width: ${({ theme }) => theme.layout.contentWidth};
  min-height: 60vh;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  /* The side bar is fixed at the inline end: the page keeps clear of it in either direction. */
  padding-inline-end: ${({ $besideSideBar, theme }) =>
    $besideSideBar ? `calc(${theme.layout.sideBarWidth} + ${theme.space.lg})` : theme.space.md};

  @media ${({ theme }) => theme.media.narrow} {
    padding-inline-end: ${({ theme }) => theme.space.md};
  }
`;

/** The page frame of one layout: header, the page, footer and the side bar where the table says. */
export function SiteLayout({ header, footer, sideMenu }: LayoutParts) {
  return (
    <>
      {header && <Header />}
      <Main $besideSideBar={sideMenu}>
        <Outlet />
      </Main>
      {sideMenu && <SideBar />}
      {footer && <Footer />}
    </>
  );
}
