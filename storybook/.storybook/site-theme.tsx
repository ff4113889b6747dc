import { useLayoutEffect, type ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { themeFromBrand, type BrandConfig } from '@wl/brand';
import { NEUTRAL_PALETTES, readableOn, surfaceModeOf, themeCssVariables, type SurfaceMode, type Theme } from '@wl/theme';
import { GlobalStyle } from '@wl/ui-kit';

/** The toolbar's surface: the brand as it is, or its colours laid on the light or dark neutrals. */
export const SURFACES = ['brand', 'light', 'dark'] as const;
export type Surface = (typeof SURFACES)[number];

/** The brand with its page colours swapped for the chosen surface's neutrals (its own colours stay). */
export function brandOnSurface(brand: BrandConfig, surface: Surface): BrandConfig {
  const own = surfaceModeOf(brand.theme.palette.background);
  if (surface === 'brand' || surface === own) return brand;
  const mode: SurfaceMode = surface;
  const palette = { ...brand.theme.palette, ...NEUTRAL_PALETTES[mode], onPrimary: readableOn(brand.theme.palette.primary) };
  return { ...brand, theme: { ...brand.theme, palette } };
}

/** The stamp step's first-paint variables, set on the document as the site has them. */
function CssVariables({ theme }: { theme: Theme }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const variables = themeCssVariables(theme);
    for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
    return () => Object.keys(variables).forEach((name) => root.style.removeProperty(name));
  }, [theme]);
  return null;
}

/** One brand's theme, global style and CSS variables around a story: what the site's app shell does. */
export function SiteTheme({ brand, children }: { brand: BrandConfig; children: ReactNode }) {
  const theme = themeFromBrand(brand);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <CssVariables theme={theme} />
      {children}
    </ThemeProvider>
  );
}

/** A brand's own page inside the side-by-side view: its background, text colour and font. */
export const BrandPanel = styled.section`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  color-scheme: ${({ theme }) => theme.mode};
  border-radius: ${({ theme }) => theme.radius.md};
  min-inline-size: 0;
`;

export const BrandLabel = styled.h2`
  margin-block: 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

export const SideBySide = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;
