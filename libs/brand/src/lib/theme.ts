import type {} from 'styled-components';

import type { BrandConfig, PaletteKey } from './brand-config';

/** Sizes every brand shares; colours and fonts come from the brand. */
const SCALE = {
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' },
  radius: { sm: '4px', md: '8px', pill: '999px' },
  fontSize: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.5rem' },
  fontWeight: { regular: 400, bold: 700 },
  layout: { contentWidth: '1200px', headerHeight: '64px', sideBarWidth: '168px' },
  /** Phones: where fixed side furniture would cover the page. */
  media: { narrow: '(max-width: 767px)' },
} as const;

export interface Theme {
  colors: Record<PaletteKey, string> & { chatHeader: string };
  fonts: { body: string };
  space: (typeof SCALE)['space'];
  radius: (typeof SCALE)['radius'];
  fontSize: (typeof SCALE)['fontSize'];
  fontWeight: (typeof SCALE)['fontWeight'];
  layout: (typeof SCALE)['layout'];
  media: (typeof SCALE)['media'];
}

export function themeFromBrand(brand: Pick<BrandConfig, 'theme' | 'chatHeaderColor'>): Theme {
  return {
    ...SCALE,
    colors: { ...brand.theme.palette, chatHeader: brand.chatHeaderColor },
    fonts: { body: brand.theme.fontFamily },
  };
}

/** First-paint CSS variables: the stamp step writes these into `index.html` before any JS runs. */
export function themeCssVariables(theme: Theme): Record<string, string> {
  const vars: Record<string, string> = { '--font-body': theme.fonts.body };
  for (const [key, value] of Object.entries(theme.colors)) vars[`--color-${key}`] = value;
  return vars;
}

declare module 'styled-components' {
  // Every styled component is typed against the brand theme.
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
