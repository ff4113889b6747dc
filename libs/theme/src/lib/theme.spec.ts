import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { createTheme, deriveColors, mixColors, surfaceModeOf, themeCssVariables } from './theme';

const light = {
  primary: '#0b6e4f',
  onPrimary: '#ffffff',
  secondary: '#f2b134',
  background: '#f7f7f2',
  surface: '#ffffff',
  text: '#1c1c1c',
  muted: '#5c5c5c',
  success: '#1e7d32',
  warning: '#a15c00',
  danger: '#b3261e',
};
const dark = { ...light, background: '#101418', surface: '#1b2229', text: '#f1f1f1', muted: '#b0b8c0' };

describe('the shared scale', () => {
  it("the tab bar is a touch target and its padding high, and the room it takes is that and the window's safe area", () => {
    const { size, space, layout } = createTheme({ palette: light, chatHeader: '#123456', fontFamily: 'Inter' });
    expect(layout.tabBarHeight).toBe(`calc(${size.touch} + ${space.md})`);
    expect(layout.tabBarRoom).toBe(`calc(${layout.tabBarHeight} + env(safe-area-inset-bottom))`);
  });
});

describe('tokens derived from the brand', () => {
  it('mixes colours channel by channel', () => {
    expect(mixColors('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixColors('#0b6e4f', '#ffffff', 0)).toBe('#0b6e4f');
  });

  it('tells a dark page from a light one by its background', () => {
    expect(surfaceModeOf(light.background)).toBe('light');
    expect(surfaceModeOf(dark.background)).toBe('dark');
  });

  it('darkens hover and pressed states on a light page and lightens them on a dark one', () => {
    const onLight = deriveColors(light);
    const onDark = deriveColors(dark);
    const lum = (hex: string) => contrastRatio(hex, '#000000');
    expect(lum(onLight.primaryHover)).toBeLessThan(lum(light.primary));
    expect(lum(onLight.primaryPressed)).toBeLessThan(lum(onLight.primaryHover));
    expect(lum(onDark.primaryHover)).toBeGreaterThan(lum(dark.primary));
    expect(onLight.primarySubtle).toBe(mixColors(light.primary, light.surface, 0.85));
  });

  it('draws the focus ring in the secondary colour only where it stands out (3:1) from page and cards', () => {
    expect(deriveColors(light).focus).toBe(light.text);
    expect(deriveColors(dark).focus).toBe(dark.secondary);
  });

  it('marks the current item on a primary bar in the secondary colour only where it stands out (3:1) from the bar', () => {
    expect(deriveColors(light).markOnPrimary).toBe(light.secondary);
    // A teal on yellow (mekong-star): 1.01:1, no mark at all to the eye.
    const alike = { ...light, primary: '#f5b82e', onPrimary: '#1c1c1c', secondary: '#2ec4b6' };
    expect(contrastRatio(alike.secondary, alike.primary)).toBeLessThan(3);
    expect(deriveColors(alike).markOnPrimary).toBe(alike.onPrimary);
  });

  it('gives each corner style its radii and the display font falls back to the body font', () => {
    const sharp = createTheme({ palette: light, chatHeader: '#123456', fontFamily: 'Inter', corners: 'sharp' });
    const round = createTheme({ palette: light, chatHeader: '#123456', fontFamily: 'Inter', corners: 'round', displayFont: 'Georgia' });
    expect(sharp.radius.md).not.toBe(round.radius.md);
    expect(sharp.fonts.display).toBe('Inter');
    expect(round.fonts.display).toBe('Georgia');
  });

  it('writes every token as a CSS variable for the first paint', () => {
    const vars = themeCssVariables(createTheme({ palette: dark, chatHeader: '#123456', fontFamily: 'Inter' }));
    expect(vars).toMatchObject({
      '--color-primary': '#0b6e4f',
      '--color-primary-hover': deriveColors(dark).primaryHover,
      '--space-md': '16px',
      '--radius-md': '8px',
      '--font-size-lg': '1.25rem',
      '--focus-ring-width': '3px',
      '--font-body': 'Inter',
    });
    expect(vars['--elevation-card']).toContain('0 1px 3px');
  });
});
