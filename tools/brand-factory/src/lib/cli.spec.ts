import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { brandWorkspace } from '../testing/brand-workspace';
import { runCli } from './cli';

const workspace = brandWorkspace();
afterAll(workspace.dispose);
const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
vi.spyOn(console, 'log').mockImplementation(() => undefined);
afterEach(() => errors.mockClear());

const printed = () => errors.mock.calls.join('\n');
const brandJson = (code: string) => JSON.parse(readFileSync(join(workspace.root, 'brands', code, 'brand.json'), 'utf8'));

describe('brand-factory new', () => {
  it('takes every option of the Nx generator: --merchantCode, --defaultLanguage and --apiBaseUrl too', async () => {
    const args = [
      '--languages',
      'EN,TH',
      '--defaultLanguage',
      'TH',
      '--merchantCode',
      'ACME_01',
      '--apiBaseUrl',
      'https://api.example.com',
    ];
    expect(await runCli(['new', 'acme', ...args], workspace.root)).toBe(0);
    expect(brandJson('acme')).toMatchObject({
      merchantCode: 'ACME_01',
      defaultLanguage: 'TH',
      supportedLanguages: ['EN', 'TH'],
      apiBaseUrl: 'https://api.example.com',
    });
  });

  it('says so when it shades a primary too light to read as text, with the colour it used and why', async () => {
    const logs = vi.mocked(console.log);
    logs.mockClear();
    expect(await runCli(['new', 'yellow', '--primary', '#ffee00'], workspace.root)).toBe(0);
    const used = brandJson('yellow').theme.palette.primary;
    expect(used).not.toBe('#ffee00');
    expect(logs.mock.calls.join('\n')).toContain(
      'note: --primary #ffee00 is too light to read as text on a light page: links, secondary buttons and the current tab need 4.5:1 on ' +
        `background #f7f7f5 and surface #ffffff, and it has 1.11:1 on background. Used ${used} instead, the nearest darker shade that reaches it ` +
        '(theme.palette.primary and chatHeaderColor in brand.json).',
    );
  });

  it('takes the default language in any case, as it takes the languages: --languages en,th --defaultLanguage th', async () => {
    expect(await runCli(['new', 'lower', '--languages', 'en,th', '--defaultLanguage', 'th'], workspace.root)).toBe(0);
    expect(brandJson('lower')).toMatchObject({ defaultLanguage: 'TH', supportedLanguages: ['EN', 'TH'] });
  });

  it.each([
    [['--merchantCode', 'two words'], 'merchantCode: must be 1 to 32 letters, digits, dashes or underscores'],
    [['--defaultLanguage', 'XX'], 'defaultLanguage: must be one of "CN"'],
    [['--apiBaseUrl', 'ftp://api.example.com'], 'apiBaseUrl: must be empty (the site’s own origin) or an http(s) URL'],
    [['--primary', '#00aa7'], 'theme.palette.primary: must be a hex colour such as #0a7 or #00aa77 (from --primary)'],
    [['--languages', 'EN,XX'], /supportedLanguages\[1\]: must be one of "CN".* \(from --languages\)/],
  ])('refuses a bad value as the generator does, naming the option and the reason: %j', async (args, reason) => {
    expect(await runCli(['new', 'refused', ...args], workspace.root)).toBe(1);
    expect(printed()).toMatch(reason);
  });

  it('an unknown option prints the usage, naming the option', async () => {
    expect(await runCli(['new', 'acme-two', '--colour', 'red'], workspace.root)).toBe(2);
    expect(printed()).toContain('new has no option --colour');
    expect(printed()).toContain('usage: brand-factory');
  });

  it('an option of another command is unknown to this one', async () => {
    expect(await runCli(['build', 'acme', '--primary', '#0a7'], workspace.root)).toBe(2);
    expect(printed()).toContain('build has no option --primary');
  });

  it('an option without its value prints the usage, naming the option', async () => {
    expect(await runCli(['new', 'acme-three', '--merchantCode'], workspace.root)).toBe(2);
    expect(printed()).toContain("--merchantCode <value>' argument missing");
    expect(printed()).toContain('usage: brand-factory');
  });

  it('the usage lists every option of the Nx generator', async () => {
    expect(await runCli([], workspace.root)).toBe(2);
    for (const option of [
      'name',
      'shortName',
      'languages',
      'defaultLanguage',
      'primary',
      'secondary',
      'dark',
      'merchantCode',
      'apiBaseUrl',
    ]) {
      expect(printed()).toContain(`--${option}`);
    }
  });

  it('a missing or extra argument prints the usage', async () => {
    expect(await runCli(['new'], workspace.root)).toBe(2);
    expect(printed()).toContain('new needs <code>');
    expect(await runCli(['build', 'acme', 'other'], workspace.root)).toBe(2);
    expect(printed()).toContain('build: unexpected argument "other"');
  });
});
