import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { matchesRoutePath, openToGuests, routeAt, SITE_ROUTES } from './site-routes';

const LOCATIONS = [
  '/',
  '/index.html',
  '/INDEX.HTML',
  '/home/',
  '/homes',
  '/register.html',
  '/registerXhtml',
  '/rng',
  '/rng/',
  '/rng/slots',
  '/rng/slots/more',
  '/Live/table',
  '/sports',
  '/sports/soccer',
  '/promotions',
  '/promotions/501',
  '/promoDetail',
  '/responsibleGaming',
  '/RESPONSIBLEgaming/',
  '/no-such-page',
];

describe('the site map read before React has arrived', () => {
  it('matches every path of the site map as React Router does', () => {
    for (const route of SITE_ROUTES)
      for (const path of route.paths)
        for (const pathname of LOCATIONS)
          expect({ path, pathname, matches: matchesRoutePath(path, pathname) }).toEqual({
            path,
            pathname,
            matches: matchPath(path, pathname) !== null,
          });
  });

  it('opens the first route that matches, and the not-found page for anything else', () => {
    expect(routeAt('/rng/slots')?.paths).toContain('/rng/:pageType?');
    expect(routeAt('/index.html')?.paths).toContain('/');
    expect(routeAt('/no-such-page')?.paths).toEqual(['*']);
  });
});

describe('loginedToHomePage (spec §2): the routes open to guests all the same', () => {
  it('are /login, /register, /register.html, /helpmc and /download, and no other', () => {
    for (const path of ['/login', '/register', '/register.html', '/helpmc', '/download']) expect(openToGuests(path)).toBe(true);
    for (const path of ['/', '/vip', '/sports', '/lottery', '/game', '/noticePage', '/promotions', '/no-such-page'])
      expect(openToGuests(path)).toBe(false);
  });

  it('are matched as the router matches them: in any case and with a trailing slash', () => {
    for (const path of ['/register/', '/Download', '/helpmc/', '/LOGIN', '/Register.html']) expect(openToGuests(path)).toBe(true);
    for (const path of ['/register/x', '/registerx', '/register-html', '/downloads']) expect(openToGuests(path)).toBe(false);
  });
});

describe('the game pages, where the phone’s games tab is the current section', () => {
  it.each([
    '/hot',
    '/rng',
    '/RNG/new',
    '/bingo',
    '/bgs',
    '/live',
    '/fish',
    '/pvp',
    '/sports/DS88',
    '/esports',
    '/cockfight',
    '/elott',
    '/lottery',
    '/seaLottery',
    '/vnlottery',
    '/game',
  ])('include %s', (path) => expect(routeAt(path)?.gamePage).toBe(true));

  it.each(['/', '/promotions', '/help', '/hotel', '/vip', '/pointMall', '/noticePage'])('leave out %s', (path) =>
    expect(routeAt(path)?.gamePage).toBeUndefined(),
  );
});
