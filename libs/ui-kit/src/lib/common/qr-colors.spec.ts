import { describe, expect, it } from 'vitest';
import { createTheme } from '@wl/theme';
import { QR_CODE, qrCodeColors } from './qr-colors';

const light = {
  primary: '#b3124a',
  onPrimary: '#ffffff',
  secondary: '#2256c7',
  background: '#f5f5f5',
  surface: '#ffffff',
  text: '#1a1a1a',
  muted: '#5f6368',
  success: '#1e7d32',
  warning: '#8a5a00',
  danger: '#b00020',
};
const dark = { ...light, background: '#101418', surface: '#1b2229', text: '#f1f1f1', muted: '#b0b8c0' };
const theme = (palette: typeof light) => createTheme({ palette, chatHeader: '#123456', fontFamily: 'Inter' });

describe('QR code colours', () => {
  it('are dark modules on a light ground on a light brand: the text on the surface', () => {
    expect(qrCodeColors(theme(light))).toEqual({ fgColor: '#1a1a1a', bgColor: '#ffffff' });
  });

  it('stay dark on light on a dark brand, where text on surface would draw light on dark: the background on the text', () => {
    expect(qrCodeColors(theme(dark))).toEqual({ fgColor: '#101418', bgColor: '#f1f1f1' });
  });
});

describe('QR code size (spec §9)', () => {
  it('spec §9: a QR code is 200 px by default, with a 20 px margin', () => {
    expect(QR_CODE).toEqual({ size: 200, margin: 20 });
  });
});
