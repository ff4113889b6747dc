import { describe, expect, it } from 'vitest';
import { DAY_MS, deleteCookie, readCookie, setCookie } from './cookies';
import { REMEMBER_ME_MS } from './remember-me';

/** A document whose cookie jar honours Max-Age against a clock the test moves, as a browser would. */
function cookieJar() {
  let now = Date.UTC(2026, 0, 1);
  const jar = new Map<string, { value: string; expires: number }>();
  const doc = {
    get cookie() {
      return [...jar]
        .filter(([, entry]) => entry.expires > now)
        .map(([name, entry]) => `${name}=${entry.value}`)
        .join('; ');
    },
    set cookie(text: string) {
      const [pair, ...attributes] = text.split('; ');
      const [name, value] = pair.split('=');
      const maxAge = attributes.find((attribute) => attribute.startsWith('Max-Age='));
      jar.set(name, { value, expires: maxAge ? now + Number(maxAge.slice('Max-Age='.length)) * 1000 : Infinity });
    },
  } as Document;
  return { doc, advance: (ms: number) => (now += ms), now: () => now };
}

describe('cookie helpers (spec §9)', () => {
  it('reads back what was set, encoded safely', () => {
    const { doc } = cookieJar();
    setCookie('name', 'a; b=c', DAY_MS, doc);
    expect(readCookie('name', doc)).toBe('a; b=c');
    expect(readCookie('other', doc)).toBeNull();
  });

  it('a remember-me cookie lives one day: there just before, gone after', () => {
    const { doc, advance } = cookieJar();
    setCookie('rememberedUsername', 'demo_member', REMEMBER_ME_MS, doc);
    advance(REMEMBER_ME_MS - 1000);
    expect(readCookie('rememberedUsername', doc)).toBe('demo_member');
    advance(1000);
    expect(readCookie('rememberedUsername', doc)).toBeNull();
  });

  it('writes Secure, SameSite=Lax, a path and an expiry date matching Max-Age', () => {
    const { doc, now } = cookieJar();
    const written = setCookie('k', 'v', DAY_MS, doc, now());
    expect(written).toContain('Max-Age=86400');
    expect(written).toContain(`Expires=${new Date(now() + DAY_MS).toUTCString()}`);
    expect(written).toMatch(/; Path=\/; Secure; SameSite=Lax$/);
  });

  it('delete removes the cookie at once', () => {
    const { doc } = cookieJar();
    setCookie('k', 'v', DAY_MS, doc);
    deleteCookie('k', doc);
    expect(readCookie('k', doc)).toBeNull();
  });
});

describe('remember-me lifetime (spec §9)', () => {
  it('spec §9: remember-me cookies last 1 day', () => {
    expect(REMEMBER_ME_MS).toBe(86_400_000);
  });
});
