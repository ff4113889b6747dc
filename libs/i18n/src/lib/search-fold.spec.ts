import { describe, expect, it } from 'vitest';
import { foldForSearch } from './search-fold';

describe('text as a search compares it', () => {
  it('ignores case and accents, and the spaces around', () => {
    expect(foldForSearch('  Ôcean Café ')).toBe('ocean cafe');
  });

  it('ignores strokes NFD keeps whole (đ, ø, ł), so Vietnamese is found typed without them', () => {
    expect(foldForSearch('Đăng nhập')).toBe('dang nhap');
    expect(foldForSearch('Øre Łódź')).toBe('ore lodz');
  });
});
