import { describe, expect, it } from 'vitest';
import { LOCALE_BY_LANGUAGE } from '@wl/i18n/languages';
import { checkCatalogs, type Catalog, type CatalogCheckInput } from './check-catalogs';
import type { KeyUse } from './extract-keys';

const EN: Catalog = {
  'games.prizeMode.lott': 'Lottery mode',
  'home.welcome': 'Welcome to {brand}',
  'notice.count': '{count, plural, one {# notice} other {# notices}}',
  'system.retry': 'Try again',
};
const TY: Catalog = {
  'games.prizeMode.lott': 'Paraan ng loterya',
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
    locales: LOCALE_BY_LANGUAGE,
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

  describe('key-like-literal-not-in-reference', () => {
    it('fails on a key-shaped string under one of EN’s namespaces that EN lacks, naming where it is written', () => {
      const { problems } = check({ keyLike: [usedAt('notice.cuont')] });
      expect(problems).toEqual([
        {
          rule: 'key-like-literal-not-in-reference',
          message: 'notice.cuont: written in libs/x/src/page.tsx:7, shaped like a key of the notice namespace, but missing from EN',
        },
      ]);
    });

    it('leaves keys EN has, namespaces code completes (games.prizeMode) and other namespaces (wl.api.token) alone', () => {
      const keyLike = ['notice.count', 'games.prizeMode', 'wl.api.token', 'example.com'].map(usedAt);
      expect(check({ keyLike }).problems).toEqual([]);
    });
  });

  describe('icu-select-cases', () => {
    const withKind = (catalog: Catalog, message: string) => Object.fromEntries(Object.entries({ ...catalog, 'home.kind': message }).sort());
    const en = withKind(EN, '{kind, select, agent {Agent} member {Member} other {Player}}');

    it('fails when a translation’s select has other cases than EN’s: the missing one would read as other', () => {
      const ty = withKind(TY, '{kind, select, agent {Ahente} other {Manlalaro}}');
      const { problems } = check({ catalogs: { EN: en, TY: ty } });
      expect(problems).toEqual([
        {
          rule: 'icu-select-cases',
          message:
            'TY home.kind: select {kind} has the cases agent, other where EN has agent, member, other ("{kind, select, agent {Ahente} other {Manlalaro}}")',
        },
      ]);
    });

    it('passes the same cases in another order', () => {
      const ty = withKind(TY, '{kind, select, member {Miyembro} agent {Ahente} other {Manlalaro}}');
      expect(check({ catalogs: { EN: en, TY: ty } }).problems).toEqual([]);
    });
  });

  describe('icu-plural-pound', () => {
    it('fails when the other case of a plural drops the number (#) EN’s other case shows', () => {
      const { problems } = check({ catalogs: { EN, TY: { ...TY, 'notice.count': '{count, plural, one {# abiso} other {mga abiso}}' } } });
      expect(problems.map((problem) => problem.rule)).toEqual(['icu-plural-pound']);
      expect(problems[0].message).toContain('TY notice.count: the other case of {count} does not show the number (#)');
    });

    it('takes a # inside a tag of the other case, not one of a nested plural', () => {
      const bold = { ...EN, 'notice.count': '{count, plural, one {# notice} other {<b>#</b> notices}}' };
      expect(
        rules({ catalogs: { EN: bold, TY: { ...TY, 'notice.count': '{count, plural, one {# abiso} other {<b>#</b> na abiso}}' } } }),
      ).toEqual([]);
      expect(
        rules({ catalogs: { EN: bold, TY: { ...TY, 'notice.count': '{count, plural, one {# abiso} other {<b>mga</b> abiso}}' } } }),
      ).toEqual(['icu-plural-pound']);
      const nested = '{count, plural, one {# abiso} other {{pages, plural, one {# pahina} other {# pahina}}}}';
      const en = {
        ...EN,
        'notice.count': '{count, plural, one {# notice} other {# notices on {pages, plural, =1 {# page} other {# pages}}}}',
      };
      expect(rules({ catalogs: { EN: en, TY: { ...TY, 'notice.count': nested } } })).toEqual(['icu-plural-pound']);
    });
  });

  describe('icu-plural-cases', () => {
    const CN: Catalog = {
      'games.prizeMode.lott': '彩票模式',
      'home.welcome': '欢迎来到 {brand}',
      'notice.count': '{count, plural, other {# 条通知}}',
      'system.retry': '重试',
    };

    it('fails on a plural case the catalog’s locale never chooses, naming the locale’s cases', () => {
      const cn = { ...CN, 'notice.count': '{count, plural, one {# 条通知} other {# 条通知}}' };
      const { problems } = check({ catalogs: { EN, TY, CN: cn } });
      expect(problems).toEqual([
        {
          rule: 'icu-plural-cases',
          message: 'CN notice.count: plural {count} has the case "one", which zh-CN never chooses (its cases: other, or exact =N)',
        },
      ]);
    });

    it('passes exact cases (=1) in any language, and the categories of the locale the code maps the catalog to (TY → tl)', () => {
      const cn = { ...CN, 'notice.count': '{count, plural, =1 {一条通知} other {# 条通知}}' };
      expect(check({ catalogs: { EN, TY, CN: cn } }).problems).toEqual([]);
    });

    it('fails on a selectordinal where EN has a plural, which picks its case by other rules', () => {
      const ordinal = '{count, selectordinal, one {# abiso} other {# na abiso}}';
      const { problems } = check({ catalogs: { EN, TY: { ...TY, 'notice.count': ordinal } } });
      expect(problems.map((problem) => problem.message)).toEqual([
        `TY notice.count: {count} is a selectordinal where EN has a plural ("${ordinal}")`,
      ]);
    });

    it('fails on a catalog whose locale has no plural rules to check by', () => {
      const { problems } = check({ catalogs: { EN, TY }, locales: { EN: 'en' } });
      expect(problems).toEqual([
        {
          rule: 'icu-plural-cases',
          message: 'TY: no plural rules known for its locale (none given), so its plural cases cannot be checked',
        },
      ]);
    });
  });

  describe('icu-formats', () => {
    it('fails when a number is written in another format than EN’s (skeleton or none)', () => {
      const en = { ...EN, 'system.retry': 'Try again in {seconds, number, ::.#} s' };
      const skeleton = check({ catalogs: { EN: en, TY: { ...TY, 'system.retry': 'Subukan sa {seconds, number, ::.##} s' } } }).problems;
      expect(skeleton.map((problem) => problem.rule)).toEqual(['icu-formats']);
      expect(skeleton[0].message).toContain(
        'TY system.retry: {seconds} is written as {seconds, number, ::.##} where EN has {seconds, number, ::.#}',
      );
      expect(rules({ catalogs: { EN: en, TY: { ...TY, 'system.retry': 'Subukan sa {seconds, number} s' } } })).toEqual(['icu-formats']);
      expect(rules({ catalogs: { EN: en, TY: { ...TY, 'system.retry': 'Subukan sa {seconds, number, ::.#} s' } } })).toEqual([]);
    });
  });

  describe('missing-script', () => {
    const TH: Catalog = {
      'games.prizeMode.lott': 'โหมดลอตเตอรี่',
      'home.welcome': 'ยินดีต้อนรับสู่ {brand}',
      'notice.count': '{count, plural, other {# ประกาศ}}',
      'system.retry': 'ลองอีกครั้ง',
    };

    it('fails on a Thai message with words but no Thai script, though not word for word EN', () => {
      const { problems } = check({ catalogs: { EN, TY, TH: { ...TH, 'system.retry': 'Retry now' } } });
      expect(problems).toEqual([
        { rule: 'missing-script', message: 'TH system.retry: has words but no Thai script, so it reads untranslated ("Retry now")' },
      ]);
    });

    it('passes messages whose only Latin words are codes or brands, and keys allow-listed to read as EN', () => {
      const th = { ...TH, 'home.welcome': '{brand} VIP USDT iOS', 'system.retry': 'Telegram' };
      expect(check({ catalogs: { EN, TY, TH: th }, allowIdentical: ['system.retry'] }).problems).toEqual([]);
    });
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
      expect(problems).toEqual([{ rule: 'identical-share', message: 'TY: 10.0% of messages read as EN (at most 5%): k.00, k.01' }]);
    });

    it('counts a message as EN whatever its case and the spaces at its ends', () => {
      const result = check({ catalogs: { EN: en, TY: { ...translated, 'k.00': ' text 0 ', 'k.01': 'TEXT 1' } }, used: [] });
      expect(result.problems.map((problem) => problem.rule)).toEqual(['identical-share']);
      expect(result.identical[0].identicalKeys).toEqual(['k.00', 'k.01']);
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
