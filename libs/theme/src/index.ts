/**
 * The design tokens: the theme's type (which every styled component is checked against), its
 * scales, the colours derived from a brand's palette and the CSS variables the stamp step writes.
 */
import './lib/styled';

export {
  CORNER_STYLES,
  NEUTRAL_PALETTES,
  PALETTE_KEYS,
  SURFACE_MODES,
  type CornerStyle,
  type PaletteKey,
  type SurfaceMode,
} from './lib/palette';
export { createTheme, deriveColors, surfaceModeOf, themeCssVariables, type Theme } from './lib/theme';
export { contrastRatio, formatRatio, readableOn, WCAG_AA_TEXT_CONTRAST } from './lib/contrast';
