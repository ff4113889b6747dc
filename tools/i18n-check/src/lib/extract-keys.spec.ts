import { describe, expect, it } from 'vitest';
import { extractMessageKeys } from './extract-keys';

const keysIn = (source: string, file = 'page.tsx') => extractMessageKeys(file, source).keys.map((use) => use.key);

describe('message keys are extracted from the code', () => {
  it('takes the id of <FormattedMessage>, written as a string, an expression or either branch of a condition', () => {
    const source = `
      export const Page = ({ open }: { open: boolean }) => (
        <>
          <FormattedMessage id="home.welcome" values={{ brand: 'X' }} />
          <FormattedMessage id={'system.retry'} />
          <FormattedMessage id={open ? 'menu.close' : 'menu.open'} />
        </>
      );`;
    expect(keysIn(source)).toEqual(['home.welcome', 'system.retry', 'menu.close', 'menu.open']);
  });

  it('takes the id of descriptors given to formatMessage, defineMessage and defineMessages, whatever the id looks like', () => {
    const source = `
      const messages = defineMessages({ title: { id: 'notice.title' }, body: { id: 'notice.body' } });
      const one = defineMessage({ id: 'plain' });
      export const label = (intl: IntlShape) => intl.formatMessage({ id: 'language.label' }, { id: 'not.a.descriptor' });`;
    expect(keysIn(source, 'messages.ts')).toEqual(['notice.title', 'notice.body', 'plain', 'language.label']);
  });

  it('takes key-shaped strings held by names ending in Key or Keys, such as the api-client error keys', () => {
    const source = `
      export const ERROR_MESSAGE_KEYS = { network: 'error.networkAbnormal', unknown: 'error.unknown' } as const;
      const TITLE_KEY = 'system.maintenance.title';
      const entry = { path: '/vip', labelKey: 'nav.vip' };
      export const Toast = () => <Notice messageKey="error.notLoggedIn" />;`;
    expect(keysIn(source)).toEqual(['error.networkAbnormal', 'error.unknown', 'system.maintenance.title', 'nav.vip', 'error.notLoggedIn']);
  });

  it("leaves other strings alone: HTML ids, React's list keys, values, storage keys and URLs", () => {
    const source = `
      const items = <li key="nav.home">Home</li>;
      const storageKey = 'token';
      const TOKEN_KEY = 'token';
      const api = { id: 'example.com', url: 'https://example.com/a.b' };
      export const Page = () => <main id="site.main"><a href="docs.page">x</a></main>;`;
    expect(keysIn(source)).toEqual([]);
  });

  it('reports where an id is computed at run time, with its line', () => {
    const source = ['const Menu = ({ entry }: { entry: string }) => (', "  <FormattedMessage id={'menu.' + entry} />", ');'].join('\n');
    const extraction = extractMessageKeys('menu.tsx', source);
    expect(extraction.keys).toEqual([]);
    expect(extraction.dynamic).toEqual([{ file: 'menu.tsx', line: 2 }]);
  });

  it('reports a shorthand id (`formatMessage({ id })`) of a helper as computed at run time', () => {
    const source = ['const Table = () => {', '  const header = (id: string) => intl.formatMessage({ id });', '};'].join('\n');
    const extraction = extractMessageKeys('table.tsx', source);
    expect(extraction.keys).toEqual([]);
    expect(extraction.dynamic).toEqual([{ file: 'table.tsx', line: 2 }]);
  });

  it('lists the other key-shaped strings apart, as keyLike, such as a key passed by position to a helper', () => {
    const source = [
      "const columns = [named('type', 'agent.column.type'), header(`agent.column.level`)];",
      'export const Page = () => <Table empty="agent.table.empty" className="agent-table" />;',
      "const STORAGE_TOKEN = 'wl.api.token';",
    ].join('\n');
    expect(extractMessageKeys('page.tsx', source).keyLike).toEqual([
      { key: 'agent.column.type', file: 'page.tsx', line: 1 },
      { key: 'agent.column.level', file: 'page.tsx', line: 1 },
      { key: 'agent.table.empty', file: 'page.tsx', line: 2 },
      { key: 'wl.api.token', file: 'page.tsx', line: 3 },
    ]);
  });

  it('leaves out of keyLike the strings held by names of wire codes and storage places', () => {
    const source = `
      export const ERROR_CODES = { agentOnly: 'agent.only', nested: { systemError: 'system.error' } } as const;
      export const POPUPS_SEEN_STORAGE = 'home.popupsSeen';
      const fallbackCode = 'system.unknown';`;
    expect(extractMessageKeys('errors.ts', source).keyLike).toEqual([]);
  });

  it('says where each key is used', () => {
    const source = ['// header', 'const t = intl.formatMessage({', "  id: 'system.loading',", '});'].join('\n');
    expect(extractMessageKeys('a.ts', source).keys).toEqual([{ key: 'system.loading', file: 'a.ts', line: 3 }]);
  });
});
