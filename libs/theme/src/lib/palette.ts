/** The colours a brand names; everything else in the theme is derived from them. */
export const PALETTE_KEYS = [
  'primary', 'onPrimary', 'secondary', 'background', 'surface', 'text', 'muted', 'success', 'warning', 'danger',
] as const;
export type PaletteKey = (typeof PALETTE_KEYS)[number];
export type Palette = Record<PaletteKey, string>;

/** Operator choices beyond colours (optional in brand.json). */
export const CORNER_STYLES = ['sharp', 'soft', 'round'] as const;
export type CornerStyle = (typeof CORNER_STYLES)[number];
export const SURFACE_MODES = ['light', 'dark'] as const;
export type SurfaceMode = (typeof SURFACE_MODES)[number];
