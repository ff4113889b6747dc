/** The colours a brand names; everything else in the theme is derived from them. */
export const PALETTE_KEYS = [
  'primary',
  'onPrimary',
  'secondary',
  'background',
  'surface',
  'text',
  'muted',
  'success',
  'warning',
  'danger',
] as const;
export type PaletteKey = (typeof PALETTE_KEYS)[number];
export type Palette = Record<PaletteKey, string>;

/** Operator choices beyond colours (optional in brand.json). */
export const CORNER_STYLES = ['sharp', 'soft', 'round'] as const;
export type CornerStyle = (typeof CORNER_STYLES)[number];
export const SURFACE_MODES = ['light', 'dark'] as const;
export type SurfaceMode = (typeof SURFACE_MODES)[number];

/**
 * Neutral colours that pass WCAG AA for text and muted text on both background and surface: new
 * brands start from them, and Storybook lays them under a brand's own colours to show it light or dark.
 */
export const NEUTRAL_PALETTES: Record<SurfaceMode, Omit<Palette, 'primary' | 'onPrimary' | 'secondary'>> = {
  light: {
    background: '#f7f7f5',
    surface: '#ffffff',
    text: '#1c1c1c',
    muted: '#5c5c5c',
    success: '#1e7d32',
    warning: '#a15c00',
    danger: '#b3261e',
  },
  dark: {
    background: '#101418',
    surface: '#1b2128',
    text: '#f1f3f5',
    muted: '#a9b2bc',
    success: '#5cc96b',
    warning: '#f0b429',
    danger: '#ff6b6b',
  },
};
