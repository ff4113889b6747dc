import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { logger } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { contrastRatio, TEXT_CONTRAST_PAIRS } from '@wl/brand/schema';
import { brandWorkspace } from '../../testing/brand-workspace';
import { newBrandFile } from '../../lib/new-brand';
import { validateBrandFile } from '../../lib/validate';
import brandGenerator from './generator';
import generatorSchema from './schema.json';

const workspace = brandWorkspace();
afterAll(workspace.dispose);

/** Runs the generator on an empty tree and writes what it made into a real folder, as `nx g` would. */
function generate(options: Parameters<typeof brandGenerator>[1]) {
  const tree = createTreeWithEmptyWorkspace();
  brandGenerator(tree, options);
  for (const change of tree.listChanges()) {
    if (!change.path.startsWith('brands/') || !change.content) continue;
    const target = join(workspace.root, change.path);
    mkdirSync(join(target, '..'), { recursive: true });
    writeFileSync(target, change.content);
  }
  return { tree, file: join(workspace.root, 'brands', options.code, 'brand.json') };
}

describe('nx g ./tools/brand-factory:brand', () => {
  it('writes a brand folder that the factory accepts, with placeholder logo and favicon', async () => {
    const { tree, file } = generate({ code: 'acme', languages: 'EN,TH', primary: '#0a7' });
    expect(tree.exists('brands/acme/assets/logo.svg')).toBe(true);
    expect(tree.exists('brands/acme/assets/favicon.svg')).toBe(true);
    const result = await validateBrandFile(file);
    expect(result.ok && result.brand).toMatchObject({
      code: 'acme',
      name: 'Acme',
      merchantCode: 'ACME',
      defaultLanguage: 'EN',
      supportedLanguages: ['EN', 'TH'],
    });
  });

  it.each([
    ['#0a7', false, '#00815a'],
    ['#1a237e', true, '#7f84b7'],
  ])(
    'darkens (lightens on a dark page) a primary too faint to read as text, by the least that reaches AA: %s',
    (requested, dark, readable) => {
      const palette = newBrandFile({ code: 'faint', primary: requested, dark }).theme.palette;
      expect(palette.primary).toBe(readable);
      for (const on of [palette.background, palette.surface]) expect(contrastRatio(readable, on)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('says so when it shades a primary too light to read as text, with the colour it used', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    generate({ code: 'yellow', primary: '#ffee00' });
    expect(warn.mock.calls.join('\n')).toMatch(
      /^note: --primary #ffee00 is too light to read as text on a light page: .* Used #7a7200 instead/,
    );
    warn.mockRestore();
  });

  it('keeps a primary that already reads as text, as written', () => {
    expect(newBrandFile({ code: 'deep', primary: '#0b6e4f' }).theme.palette.primary).toBe('#0b6e4f');
    expect(newBrandFile({ code: 'bright', primary: '#f5b82e', dark: true }).theme.palette.primary).toBe('#f5b82e');
  });

  it('leaves a primary that is not a hex colour (a digit short) for the schema to name, rather than shading it into one', () => {
    expect(() => generate({ code: 'digit-short', primary: '#00aa7' })).toThrow(/theme\.palette\.primary: must be a hex colour/);
  });

  it('names the committed JSON Schema so editors check the new file', () => {
    const { tree } = generate({ code: 'schema-ref' });
    expect(JSON.parse(tree.read('brands/schema-ref/brand.json', 'utf8') ?? '{}').$schema).toBe('../brand.schema.json');
  });

  it.each(['#0a7', '#ffeb3b', '#1a237e', '#777777', '#ff0000'])(
    'picks text colours that pass AA in light and dark palettes for primary %s',
    (primary) => {
      for (const dark of [false, true]) {
        const { tree } = generate({ code: `c${primary.slice(1)}${dark ? '-dark' : ''}`, primary, dark });
        const palette = JSON.parse(tree.read(`brands/c${primary.slice(1)}${dark ? '-dark' : ''}/brand.json`, 'utf8') ?? '{}').theme.palette;
        for (const { text, on } of TEXT_CONTRAST_PAIRS) expect(contrastRatio(palette[text], palette[on])).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('offers the languages of spec §1 when none are asked for, from nx g and the CLI alike: TY, the site’s default, first, and EN', () => {
    const spec = { defaultLanguage: 'TY', supportedLanguages: ['TY', 'EN'] };
    expect(newBrandFile({ code: 'plain' })).toMatchObject(spec);
    expect(newBrandFile({ code: 'plain', languages: generatorSchema.properties.languages.default })).toMatchObject(spec);
  });

  it('asks for a short name when the name is longer than a phone’s home screen shows under the icon, and writes the one given', async () => {
    expect(() => generate({ code: 'golden-dragon-casino' })).toThrow(
      /shortName: is required when name is longer than 12 characters \("Golden Dragon Casino" is 20\)/,
    );
    const { file } = generate({ code: 'golden-dragon-casino', shortName: 'Gold Dragon' });
    const result = await validateBrandFile(file);
    expect(result.ok && result.brand).toMatchObject({ name: 'Golden Dragon Casino', shortName: 'Gold Dragon' });
  });

  it('refuses a language the platform does not offer, naming the problem', () => {
    expect(() => generate({ code: 'bad-language', languages: 'EN,XX' })).toThrow(/supportedLanguages\[1\]: must be one of "CN"/);
  });

  it('refuses to overwrite an existing brand', () => {
    const tree = createTreeWithEmptyWorkspace();
    tree.write('brands/acme/brand.json', '{}');
    expect(() => brandGenerator(tree, { code: 'acme' })).toThrow('brands/acme already exists');
  });
});
