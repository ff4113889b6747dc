import { describe, expect, it } from 'vitest';
import { contrastRatio, formatRatio, readableOn } from './contrast';

describe('WCAG contrast ratio', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0b6e4f', '#0b6e4f')).toBeCloseTo(1, 5);
  });

  it('reads three-digit hex the same as six-digit hex', () => {
    expect(contrastRatio('#0a7', '#fff')).toBe(contrastRatio('#00aa77', '#ffffff'));
  });

  it('matches the published value for #777 on white (4.48:1, just below AA)', () => {
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.478, 3);
  });

  it('does not depend on which colour is the text', () => {
    expect(contrastRatio('#1c1c1c', '#f7f7f2')).toBe(contrastRatio('#f7f7f2', '#1c1c1c'));
  });
});

describe('formatRatio', () => {
  it('rounds down, so a failing ratio never prints as passing', () => {
    expect(formatRatio(4.499)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });
});

describe('readableOn', () => {
  it('picks white on dark colours and black on light ones, both passing AA', () => {
    for (const [background, expected] of [
      ['#0b6e4f', '#ffffff'],
      ['#f5b82e', '#000000'],
      ['#777777', '#000000'],
      ['#1a237e', '#ffffff'],
    ] as const) {
      expect(readableOn(background)).toBe(expected);
      expect(contrastRatio(readableOn(background), background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
