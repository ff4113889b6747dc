import { describe, expect, it } from 'vitest';
import { brandAssetUrl } from './read-brand-config';

describe('brandAssetUrl', () => {
  it('serves a file of the brand folder, as brand.json names it, under /brand/', () => {
    expect(brandAssetUrl('assets/logo.svg')).toBe('/brand/assets/logo.svg');
    expect(brandAssetUrl('./assets/logo.svg')).toBe('/brand/assets/logo.svg');
  });

  it('keeps the address a stamped site gives a content-hashed copy, so the header shows the file the HTML preloaded', () => {
    expect(brandAssetUrl('/assets/brand/logo-1a2b3c4d.svg')).toBe('/assets/brand/logo-1a2b3c4d.svg');
  });
});
