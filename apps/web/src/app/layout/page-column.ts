import { css } from 'styled-components';

/**
 * The page's column, which `<main>` and the footer's content share, so the footer's columns start where the page's do:
 * the content width, centred, with the side padding. The side bar is fixed at the inline end: the column keeps clear of
 * it in either direction; a narrow window has none (a phone moves its entries to the drawer).
 */
export const pageColumn = css<{ $besideSideBar: boolean }>`
  max-width: ${({ theme }) => theme.layout.contentWidth};
  margin: 0 auto;
  padding-inline: ${({ theme }) => theme.space.md};
  ${({ $besideSideBar, theme }) => $besideSideBar && `padding-inline-end: calc(${theme.layout.sideBarWidth} + ${theme.space.lg});`}

  @media ${({ theme }) => theme.media.narrow} {
    padding-inline-end: ${({ theme }) => theme.space.md};
  }
`;
