import { createGlobalStyle } from 'styled-components';
import { ringOutline } from '../common/styles';
import type {} from '@wl/theme';

/**
 * The page itself, from the brand's theme: the site and Storybook render it alike, so a story
 * shows the brand's background, font and light or dark scheme exactly as the site does.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html {
    color-scheme: ${({ theme }) => theme.mode};
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: ${({ theme }) => theme.lineHeight.body};
    -webkit-tap-highlight-color: transparent;
    /* viewport-fit=cover draws the page under a landscape notch: the content keeps clear of it. */
    padding-left: env(safe-area-inset-left);
    padding-right: env(safe-area-inset-right);
  }

  h1, h2, h3 {
    font-family: ${({ theme }) => theme.fonts.display};
    line-height: ${({ theme }) => theme.lineHeight.tight};
  }

  img, svg, video { max-inline-size: 100%; }
  /* A picture narrowed to its box keeps its proportions (its width and height attributes give the ratio). */
  img { block-size: auto; }

  /*
   * The one focus ring wherever a component draws none of its own: the browser's thin default is lost on many brands'
   * backgrounds. Without weight (:where), so any component's own rule wins.
   */
  :where(:focus-visible) {
    ${ringOutline}
  }

  a { color: ${({ theme }) => theme.colors.primary}; }

  /*
   * A message (an alert, a status line) in the direction of its own words: a right-to-left brand
   * whose language has no catalog shows English ones, whose full stop would otherwise sit at the
   * start ('.The username or password is incorrect').
   */
  :is([role='alert'], [role='status']),
  :is([role='alert'], [role='status']) * {
    unicode-bidi: plaintext;
  }

  /*
   * Its words' direction, its box's side: an English line in a right-to-left page still starts at the right, under
   * the field it names. Without weight, so a message a component aligns keeps its own. Chromium and Safari know the
   * value by its prefixed name only; Firefox by the standard one.
   */
  :where([role='alert'], [role='status']) {
    text-align: -webkit-match-parent;
    text-align: match-parent;
  }

  /* Buttons, inputs and selects take the page's font rather than the browser's. */
  button, input, select, textarea { font: inherit; }

  @media ${({ theme }) => theme.media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0s !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0s !important;
      scroll-behavior: auto !important;
    }
  }
`;
