import { createTheme, type Theme } from '@wl/theme';
import type { BrandConfig } from './brand-config';

/** The brand's theme: its palette, fonts and corner style on the shared scales of `@wl/theme`. */
export function themeFromBrand(brand: Pick<BrandConfig, 'theme' | 'chatHeaderColor'>): Theme {
  const { palette, fontFamily, displayFont, corners } = brand.theme;
  return createTheme({ palette, chatHeader: brand.chatHeaderColor, fontFamily, displayFont, corners });
}
export type { Theme } from '@wl/theme';
