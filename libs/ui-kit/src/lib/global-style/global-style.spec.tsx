import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { themeFromBrand } from '@wl/brand';
import { testBrand } from '@wl/testing';
import { GlobalStyle } from './global-style';

/** The page's CSS as styled-components writes it for a brand. */
function pageCss(brand: typeof testBrand): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={themeFromBrand(brand)}>
          <GlobalStyle />
        </ThemeProvider>,
      ),
    );
    return sheet.getStyleTags().replace(/\s+/g, '');
  } finally {
    sheet.seal();
  }
}

describe('GlobalStyle', () => {
  it("gives the page the brand's background, text colour, font and light or dark scheme", () => {
    const dark = {
      ...testBrand,
      theme: {
        ...testBrand.theme,
        fontFamily: 'Kanit, sans-serif',
        palette: { ...testBrand.theme.palette, background: '#101418', text: '#f1f1f1' },
      },
    };
    const css = pageCss(dark);
    expect(css).toContain('body{margin:0;background:#101418;color:#f1f1f1;font-family:Kanit,sans-serif;');
    expect(css).toContain('color-scheme:dark');
    expect(pageCss(testBrand)).toContain('color-scheme:light');
  });

  it('sets an alert or a status line, and what is in it, in the direction of its own words', () => {
    expect(pageCss(testBrand)).toContain(
      ":is([role='alert'],[role='status']),:is([role='alert'],[role='status'])*{unicode-bidi:plaintext;}",
    );
  });

  it("draws the brand's focus ring wherever a component draws none of its own, and loses to any that does", () => {
    const theme = themeFromBrand(testBrand);
    expect(pageCss(testBrand)).toContain(
      `:where(:focus-visible){outline:${theme.focusRing.width}solid${theme.colors.focus};outline-offset:${theme.focusRing.offset};}`,
    );
  });

  it('keeps a picture narrowed to its box in its proportions', () => {
    expect(pageCss(testBrand)).toContain('img{block-size:auto;}');
  });
});
