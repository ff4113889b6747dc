import type {} from 'styled-components';

import type { BrandConfig, PaletteKey } from './brand-config';
import { contrastRatio } from './contrast';

/** Sizes every brand shares; colours and fonts come from the brand. */
const SCALE = {
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' },
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.5rem' },
  fontWeight: { regular: 400, bold: 700 },
  lineHeight: { tight: 1.2, body: 1.5 },
  /** WCAG 2.2 target size: 24px everywhere, 44px where a thumb is the main pointer (tab bar, primary actions). */
  size: { target: '24px', touch: '44px', icon: '20px', iconSm: '16px', border: '1px', borderStrong: '2px', tile: '160px', sheet: '480px', toast: '360px' },
  focusRing: { width: '3px', offset: '2px' },
  motion: { fast: '150ms', slow: '300ms' },
  zIndex: { sticky: 10, drawer: 900, modal: 1000, toast: 1100 },
  layout: { contentWidth: '1200px', headerHeight: '64px', sideBarWidth: '168px' },
  /** Phones: where fixed side furniture would cover the page; `phone` is the issue's ≤ 600 px layout. */
  media: { narrow: '(max-width: 767px)', phone: '(max-width: 600px)', reducedMotion: '(prefers-reduced-motion: reduce)' },
} as const;

/** Colours computed from the palette: interaction states and tints, never typed by hand. */
export interface DerivedColors {
  primaryHover: string;
  primaryPressed: string;
  primarySubtle: string;
  secondaryHover: string;
  secondaryPressed: string;
  secondarySubtle: string;
  border: string;
  focus: string;
  scrim: string;
  skeleton: string;
}

export type SurfaceMode = 'light' | 'dark';

export interface Theme {
  mode: SurfaceMode;
  colors: Record<PaletteKey, string> & DerivedColors & { chatHeader: string };
  fonts: { body: string; display: string };
  space: (typeof SCALE)['space'];
  radius: (typeof SCALE)['radius'];
  fontSize: (typeof SCALE)['fontSize'];
  fontWeight: (typeof SCALE)['fontWeight'];
  lineHeight: (typeof SCALE)['lineHeight'];
  size: (typeof SCALE)['size'];
  focusRing: (typeof SCALE)['focusRing'];
  motion: (typeof SCALE)['motion'];
  zIndex: (typeof SCALE)['zIndex'];
  elevation: { card: string; overlay: string };
  layout: (typeof SCALE)['layout'];
  media: (typeof SCALE)['media'];
}

const toChannels = (hex: string): number[] => {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
};

/** `weight` of `other` mixed into `base` (sRGB), as a hex colour. */
export function mixColors(base: string, other: string, weight: number): string {
  const [a, b] = [toChannels(base), toChannels(other)];
  return `#${a.map((channel, i) => Math.round(channel + (b[i] - channel) * weight).toString(16).padStart(2, '0')).join('')}`;
}

/** How far a state moves from its colour: hover a little, pressed twice that, a subtle tint mostly the surface. */
const HOVER_SHIFT = 0.12;
const PRESSED_SHIFT = 0.24;
const SUBTLE_TINT = 0.85;
const BORDER_SHIFT = 0.4;
const SKELETON_SHIFT = 0.1;

/** Dark backgrounds are lighter on interaction, light ones darker: the state stays visible either way. */
export function surfaceModeOf(background: string): SurfaceMode {
  return contrastRatio(background, '#000000') > contrastRatio(background, '#ffffff') ? 'light' : 'dark';
}

export function deriveColors(palette: Record<PaletteKey, string>, mode: SurfaceMode = surfaceModeOf(palette.background)): DerivedColors {
  const ink = mode === 'light' ? '#000000' : '#ffffff';
  return {
    primaryHover: mixColors(palette.primary, ink, HOVER_SHIFT),
    primaryPressed: mixColors(palette.primary, ink, PRESSED_SHIFT),
    primarySubtle: mixColors(palette.primary, palette.surface, SUBTLE_TINT),
    secondaryHover: mixColors(palette.secondary, ink, HOVER_SHIFT),
    secondaryPressed: mixColors(palette.secondary, ink, PRESSED_SHIFT),
    secondarySubtle: mixColors(palette.secondary, palette.surface, SUBTLE_TINT),
    border: mixColors(palette.surface, palette.muted, BORDER_SHIFT + (mode === 'dark' ? HOVER_SHIFT : 0)),
    // The focus ring must be seen on the page: the secondary colour unless it is too close to the background.
    focus: contrastRatio(palette.secondary, palette.background) >= 3 ? palette.secondary : palette.text,
    scrim: mode === 'light' ? 'rgb(0 0 0 / 50%)' : 'rgb(0 0 0 / 70%)',
    skeleton: mixColors(palette.surface, palette.text, SKELETON_SHIFT),
  };
}

export function themeFromBrand(brand: Pick<BrandConfig, 'theme' | 'chatHeaderColor'>): Theme {
  const mode = surfaceModeOf(brand.theme.palette.background);
  const shadowInk = mode === 'light' ? 'rgb(0 0 0 / 16%)' : 'rgb(0 0 0 / 48%)';
  return {
    ...SCALE,
    mode,
    colors: { ...brand.theme.palette, ...deriveColors(brand.theme.palette, mode), chatHeader: brand.chatHeaderColor },
    fonts: { body: brand.theme.fontFamily, display: brand.theme.fontFamily },
    elevation: { card: `0 1px 3px ${shadowInk}`, overlay: `0 8px 24px ${shadowInk}` },
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
