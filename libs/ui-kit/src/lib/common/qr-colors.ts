import type { DefaultTheme } from 'styled-components';

/** Spec §9: a QR code is 200 px with a 20 px margin (its quiet zone) unless a screen says otherwise. */
export const QR_CODE = { size: 200, margin: 20 } as const;

/**
 * A QR code's colours: always dark modules on a light ground, as every scanner reads them (many banking
 * apps' scanners do not read a light-on-dark code). On a dark brand that is the page's background on its
 * text colour; on a light one, the text on the surface.
 */
export function qrCodeColors({ mode, colors }: DefaultTheme): { fgColor: string; bgColor: string } {
  return mode === 'dark' ? { fgColor: colors.background, bgColor: colors.text } : { fgColor: colors.text, bgColor: colors.surface };
}
