import { describe, expect, it } from 'vitest';
import { showsHeadNavigation } from './layouts';

describe('the head navigation (spec §2 layout table)', () => {
  it('shows on every page with a header', () => {
    for (const path of ['/', '/rng', '/promotions', '/vnlottery', '/seamless']) expect(showsHeadNavigation(path), path).toBe(true);
  });

  it('is hidden on the lottery page, however its path is written', () => {
    for (const path of ['/lottery', '/lottery/', '/Lottery']) expect(showsHeadNavigation(path), path).toBe(false);
  });

  it('is not there on a page without a header', () => {
    for (const path of ['/vip', '/helpmc']) expect(showsHeadNavigation(path), path).toBe(false);
  });
});
