import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('the way back from /login (open-redirect safe)', () => {
  it('returns to the page of this site the guard sent the guest from, query and hash included', () => {
    // The guard hands over the location of the page the guest was going to.
    expect(returnPath({ pathname: '/vip', search: '?tab=rank', hash: '#perks' })).toBe('/vip?tab=rank#perks');
  });

  it('goes home when there is no page to return to', () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath('/vip')).toBe('/');
  });

  it('never leaves the site: absolute, protocol-relative, backslashed and other-scheme addresses go home', () => {
    for (const path of ['https://evil.example/vip', '//evil.example/vip', '/\\evil.example/vip', 'data:text/html,hi', 'vip'])
      expect(returnPath({ pathname: path })).toBe('/');
  });
});
