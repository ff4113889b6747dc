import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { compileCatalog, compiledCatalogs, restKeysNamedIn } from './compiled-catalogs';

const CATALOG_DIR = resolve(import.meta.dirname, '../lib/catalogs');
const catalogFile = (name: string) => resolve(CATALOG_DIR, name);
const readCatalog = (name: string): Record<string, string> => JSON.parse(readFileSync(catalogFile(name), 'utf8'));

type Transform = (code: string, id: string) => { code: string } | null;
const transform = compiledCatalogs().transform as Transform;

describe('catalogs ship compiled to react-intl’s AST, so the site needs no ICU parser', () => {
  it('a compiled message formats exactly as its source text does', () => {
    const id = 'auth.afterLogin.unreadMessages';
    const source = { [id]: readCatalog('EN.json')[id] };
    const fromSource = createIntl({ locale: 'en', messages: source });
    const fromCompiled = createIntl({ locale: 'en', messages: compileCatalog(source) });
    for (const count of [1, 3]) expect(fromCompiled.formatMessage({ id }, { count })).toBe(fromSource.formatMessage({ id }, { count }));
    expect(fromCompiled.formatMessage({ id }, { count: 3 })).toBe('3 unread messages');
  });

  it.each(readdirSync(CATALOG_DIR).filter((name) => name.endsWith('.json')))('%s compiles, every key kept', (name) => {
    const catalog = readCatalog(name);
    const compiled = compileCatalog(catalog);
    expect(Object.keys(compiled)).toEqual(Object.keys(catalog));
    expect(Object.values(compiled).every(Array.isArray)).toBe(true);
  });

  it('a message that is not valid ICU fails the build and names its key', () => {
    expect(() => compileCatalog({ 'wallet.broken': '{count, plural, one {#}' })).toThrow(/"wallet\.broken"/);
  });

  it('the build compiles the catalog files and leaves every other JSON file alone', () => {
    const code = JSON.stringify({ 'a.b': 'Hello {name}' });
    const compiled = transform(code, catalogFile('EN.json'));
    expect(JSON.parse(compiled?.code ?? 'null')).toEqual({
      'a.b': [
        { type: 0, value: 'Hello ' },
        { type: 1, value: 'name' },
      ],
    });
    expect(transform(code, resolve(CATALOG_DIR, '../../../identical-to-en.json'))).toBeNull();
  });
});

describe('the first screen loads only the shell part of its catalog', () => {
  it('an import with ?part=shell or ?part=rest is that part alone, compiled', () => {
    const code = JSON.stringify({ 'nav.home': 'Home', 'wallet.deposit.title': 'Deposit' });
    const shell = transform(code, `${catalogFile('EN.json')}?part=shell`);
    const rest = transform(code, `${catalogFile('EN.json')}?part=rest`);
    expect(JSON.parse(shell?.code ?? '')).toEqual({ 'nav.home': [{ type: 0, value: 'Home' }] });
    expect(JSON.parse(rest?.code ?? '')).toEqual({ 'wallet.deposit.title': [{ type: 0, value: 'Deposit' }] });
  });

  it('the build names the messages the entry’s code uses from outside the shell part', () => {
    const keys = ['nav.home', 'wallet.deposit.title', 'wallet.receipt.title', 'wallet.transfer.title', 'wallet.withdraw.title'];
    const code = 'const a={id:"nav.home"};f("wallet.deposit.title");g(`wallet.transfer.title`);const b="wallet.receipt.titles";';
    expect(restKeysNamedIn(code, keys)).toEqual(['wallet.deposit.title', 'wallet.transfer.title']);
  });
});
