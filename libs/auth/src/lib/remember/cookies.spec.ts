import { describe, expect, it, onTestFinished } from 'vitest';
import { DAY_MS, deleteCookie, setCookie } from './cookies';
import { readCookie } from './read-cookie';
import { rememberUsername } from './remember-me';
import { rememberedUsername } from './remembered-username';

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
  it('spec §9: remember-me cookies last 1 day: the remembered username is there a second before the day ends, gone at its end', () => {
    // The page's own cookies, as the login's "remember me" sets them, against a clock the test moves.
    const { doc, advance } = cookieJar();
    Object.defineProperty(document, 'cookie', { configurable: true, get: () => doc.cookie, set: (text: string) => (doc.cookie = text) });
    onTestFinished(() => void Reflect.deleteProperty(document, 'cookie'));
    rememberUsername('demo_member', true);
    advance(24 * 60 * 60 * 1000 - 1000);
    expect(rememberedUsername()).toBe('demo_member');
    advance(1000);
    expect(rememberedUsername()).toBeNull();
  });
});
