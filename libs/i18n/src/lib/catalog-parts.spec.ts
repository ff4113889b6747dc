import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogPart, catalogPartOf, isShellKey, SHELL_KEY_PREFIXES } from './catalog-parts';

const EN: Record<string, string> = JSON.parse(readFileSync(resolve(import.meta.dirname, 'catalogs/EN.json'), 'utf8'));

describe('a catalog ships as a shell part for the first screen and the rest', () => {
  it('the two parts hold every message once', () => {
    const shell = catalogPart(EN, 'shell');
    const rest = catalogPart(EN, 'rest');
    expect(Object.keys(shell).length + Object.keys(rest).length).toBe(Object.keys(EN).length);
    expect({ ...shell, ...rest }).toEqual(EN);
    expect(Object.keys(shell).some((key) => key in rest)).toBe(false);
  });

  it('the shell part is the smaller part: the centers, forms, wallet and agent wait for the rest', () => {
    expect(Object.keys(catalogPart(EN, 'shell')).length).toBeLessThan(Object.keys(catalogPart(EN, 'rest')).length);
    for (const key of [
      'wallet.deposit.title',
      'agent.credit.title',
      'member.rg.limits.title',
      'promotion.apply.submit',
      'promotion.join',
    ]) {
      expect(EN).toHaveProperty([key]);
      expect(isShellKey(key)).toBe(false);
    }
  });

  it('a prefix takes its key and the keys under it, not a key that merely starts with the same letters', () => {
    expect(isShellKey('auth.login')).toBe(true);
    expect(isShellKey('auth.login.title')).toBe(true);
    expect(isShellKey('auth.loginHistory')).toBe(false);
    expect(isShellKey('nav.category')).toBe(true);
    expect(isShellKey('navs')).toBe(false);
  });

  it('every shell prefix still names a message (a renamed key does not leave a dead entry)', () => {
    const dead = SHELL_KEY_PREFIXES.filter((prefix) => !Object.keys(EN).some((key) => key === prefix || key.startsWith(`${prefix}.`)));
    expect(dead).toEqual([]);
  });

  it('the part is read from the import’s query', () => {
    expect(catalogPartOf('/x/catalogs/EN.json?part=shell')).toBe('shell');
    expect(catalogPartOf('/x/catalogs/EN.json?v=1&part=rest')).toBe('rest');
    expect(catalogPartOf('/x/catalogs/EN.json')).toBeUndefined();
  });
});
