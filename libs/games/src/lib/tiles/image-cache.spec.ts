import { describe, expect, it } from 'vitest';
import { IMAGE_CACHE_SIZE, ImageCache } from './image-cache';

describe('lazy image cache (spec §9: cache of 200)', () => {
  it('keeps at most 200 outcomes, dropping the least recently used', () => {
    expect(IMAGE_CACHE_SIZE).toBe(200);
    const cache = new ImageCache();
    for (let i = 0; i < IMAGE_CACHE_SIZE; i++) cache.set(`/${i}.png`, 'loaded');
    cache.get('/0.png');
    cache.set('/new.png', 'failed');
    expect(cache.count).toBe(IMAGE_CACHE_SIZE);
    expect(cache.get('/0.png')).toBe('loaded');
    expect(cache.get('/1.png')).toBeUndefined();
    expect(cache.get('/new.png')).toBe('failed');
  });
});
