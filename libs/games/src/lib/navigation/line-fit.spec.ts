import { describe, expect, it } from 'vitest';
import { firstUnderMore } from './line-fit';

describe('where the desktop bar hands over to More', () => {
  it('needs no More when every item fits the line, to the half pixel', () => {
    expect(firstUnderMore([100, 100, 100], 300, 80)).toBeNull();
    expect(firstUnderMore([100.2, 100.2, 100], 300, 80)).toBeNull();
    expect(firstUnderMore([], 300, 80)).toBeNull();
  });

  it('keeps as many items as fit beside More, in order, and hands the rest over', () => {
    // 400 px of items on a 300 px line: beside an 80 px More, 220 px are left, room for two.
    expect(firstUnderMore([100, 100, 100, 100], 300, 80)).toBe(2);
    // A narrow item after a wide one that does not fit still goes under More: the order stays.
    expect(firstUnderMore([100, 150, 20, 100], 300, 80)).toBe(1);
  });
});
