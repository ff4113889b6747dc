import { describe, expect, it } from 'vitest';
import { checkCatalogs, type Catalog, type CatalogCheckInput } from './check-catalogs';
import type { KeyUse } from './extract-keys';

const EN: Catalog = {
  'home.welcome': 'Welcome to {brand}',
  'notice.count': '{count, plural, one {# notice} other {# notices}}',
  'system.retry': 'Try again',
};
const TY: Catalog = {
  'home.welcome': 'Maligayang pagdating sa {brand}',
  'notice.count': '{count, plural, one {# abiso} other {# na abiso}}',
  'system.retry': 'Subukang muli',
};
const usedAt = (key: string): KeyUse => ({ key, file: 'libs/x/src/page.tsx', line: 7 });

const check = (overrides: Partial<CatalogCheckInput> = {}) =>
  checkCatalogs({
    catalogs: { EN, TY },
    required: ['EN', 'TY'],
    reference: 'EN',
    used: [usedAt('home.welcome')],
    allowIdentical: [],
    ...overrides,
  });
const rules = (overrides: Partial<CatalogCheckInput> = {}) => check(overrides).problems.map((problem) => problem.rule);

describe('catalog check', () => {
  it('passes complete, sorted, valid, translated catalogs', () => {
    expect(check().problems).toEqual([]);
  });

  it('fails on a key used in code but missing from EN, naming where it is used', () => {
    const { problems } = check({ used: [usedAt('home.welcome'), usedAt('wallet.balance')] });
    expect(problems).toEqual([
      { rule: 'used-key-not-in-reference', message: 'wallet.balance: used in libs/x/src/page.tsx:7 but missing from EN' },
    ]);
  });

  it('fails when one of the required languages has no catalog', () => {
    expect(rules({ required: ['EN', 'TY', 'VI'] })).toEqual(['missing-catalog']);
  });

  it('fails on an EN key missing from another catalog, and on a key EN does not have', () => {
    const { 'system.retry': _dropped, ...withoutRetry } = TY;
    expect(rules({ catalogs: { EN, TY: withoutRetry } })).toEqual(['missing-key']);
    expect(rules({ catalogs: { EN, TY: { ...TY, 'zzz.extra': 'Dagdag' } } })).toEqual(['unknown-key']);
  });

  it('fails on an ICU syntax error, including a plural without its other case', () => {
    expect(rules({ catalogs: { EN, TY: { ...TY, 'home.welcome': 'Maligayang pagdating sa {brand' } } })).toEqual(['icu-syntax']);
    expect(rules({ catalogs: { EN, TY: { ...TY, 'notice.count': '{count, plural, one {# abiso}}' } } })).toEqual(['icu-syntax']);
  });

  it('fails when a translation drops or renames an argument of the EN message', () => {
    const { problems } = check({ catalogs: { EN, TY: { ...TY, 'home.welcome': 'Maligayang pagdating sa {site}' } } });
    expect(problems.map((problem) => problem.rule)).toEqual(['icu-arguments']);
    expect(problems[0].message).toContain('TY home.welcome');
  });

  it('fails on keys out of sorted order', () => {
    const reversed = Object.fromEntries(Object.entries(TY).reverse());
    expect(rules({ catalogs: { EN, TY: reversed } })).toEqual(['unsorted-keys']);
  });

  describe('share of messages identical to EN', () => {
    const many = (prefix: string, count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`k.${String(i).padStart(2, '0')}`, `${prefix} ${i}`]));
    const en = many('Text', 20);
    const translated = many('Teksto', 20);

    it('reports each catalog and passes at 5% (1 of 20)', () => {
      const result = check({ catalogs: { EN: en, TY: { ...translated, 'k.00': 'Text 0' } }, used: [] });
      expect(result.problems).toEqual([]);
      expect(result.identical).toEqual([{ language: 'TY', compared: 20, identicalKeys: ['k.00'], share: 0.05 }]);
    });

    it('fails above 5% (2 of 20), naming the identical keys', () => {
      const { problems } = check({ catalogs: { EN: en, TY: { ...translated, 'k.00': 'Text 0', 'k.01': 'Text 1' } }, used: [] });
      expect(problems).toEqual([{ rule: 'identical-share', message: 'TY: 10.0% of messages read exactly as EN (at most 5%): k.00, k.01' }]);
    });

    it('leaves allow-listed keys and messages without words out of the count', () => {
      const withCodes = { ...en, 'k.brand': 'VIP', 'k.money': '{symbol}{amount}' };
      const result = check({
        catalogs: { EN: withCodes, TY: { ...translated, 'k.brand': 'VIP', 'k.money': '{symbol}{amount}' } },
        allowIdentical: ['k.brand'],
        used: [],
      });
      expect(result.problems).toEqual([]);
      expect(result.identical[0]).toMatchObject({ compared: 20, identicalKeys: [] });
    });
  });
});
