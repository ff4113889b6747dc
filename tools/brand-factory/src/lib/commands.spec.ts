import { mkdir } from 'node:fs/promises';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandWorkspace, defaultBrandJson, fakeWebBuild } from '../testing/brand-workspace';
import { checkBrands, createBrand, stampBrandFiles, validateBrand, type Report } from './commands';

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return { ...actual, mkdir: vi.fn(actual.mkdir) };
});

let workspace = brandWorkspace();
const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
vi.spyOn(console, 'log').mockImplementation(() => undefined);
afterEach(() => {
  workspace.dispose();
  workspace = brandWorkspace();
  errors.mockClear();
});

const printed = () => errors.mock.calls.join('\n');

/** A refusal as Node's mkdir words it (the tests run as root, whom file modes never refuse). */
function refused(code: string, path: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: permission denied, mkdir '${path}'`), { code, path, syscall: 'mkdir' });
}

describe('brand-factory new, when the folder cannot be made', () => {
  it('says the brand already exists only when its folder is there', async () => {
    mkdirSync(join(workspace.root, 'brands/acme'), { recursive: true });
    expect(await createBrand(workspace.root, { code: 'acme' })).toBe(1);
    expect(printed()).toBe('brands/acme already exists');
  });

  it.each(['EACCES', 'EPERM'])('says permission was denied (%s), not that the brand exists', async (code) => {
    vi.mocked(mkdir).mockRejectedValueOnce(refused(code, join(workspace.root, 'brands')));
    expect(await createBrand(workspace.root, { code: 'acme' })).toBe(1);
    expect(printed()).toBe(`cannot create brands/acme: permission denied (${join(workspace.root, 'brands')})`);
  });

  it('gives the system’s reason for any other failure, e.g. brands/ being a file', async () => {
    writeFileSync(join(workspace.root, 'brands'), '');
    expect(await createBrand(workspace.root, { code: 'acme' })).toBe(1);
    expect(printed()).toMatch(/^cannot create brands\/acme: EEXIST: file already exists, mkdir '.*brands'$/);
  });
});

describe('brand-factory check', () => {
  const addBrand = (code: string, merchantCode: string, siteUrl = `https://${code}.example.com`) => {
    const brand = defaultBrandJson();
    return workspace.addBrand(code, { ...brand, code, merchantCode, seo: { ...(brand['seo'] as object), siteUrl } });
  };

  it('passes brands that are each valid with a merchant code of their own', async () => {
    addBrand('acme', 'ACME');
    addBrand('zenith', 'ZENITH');
    expect(await checkBrands(workspace.root)).toBe(0);
    expect(printed()).toBe('');
  });

  it('fails two brands sharing a merchant code, naming both: the API would take both sites for one merchant', async () => {
    addBrand('acme', 'SHARED_01');
    addBrand('zenith', 'SHARED_01');
    addBrand('other', 'OTHER');
    expect(await checkBrands(workspace.root)).toBe(1);
    expect(printed()).toContain(
      'brands/acme/brand.json: merchantCode: "SHARED_01" is also the merchant code of brands/zenith/brand.json: their sites would call the API as one merchant',
    );
    expect(printed()).toContain(
      'brands/zenith/brand.json: merchantCode: "SHARED_01" is also the merchant code of brands/acme/brand.json: their sites would call the API as one merchant',
    );
    expect(printed()).not.toContain('brands/other/brand.json');
  });

  it('fails two brands sharing a site address, naming both: their canonical links and sitemaps would claim the same pages', async () => {
    addBrand('acme', 'ACME', 'https://play.example.com');
    addBrand('zenith', 'ZENITH', 'https://PLAY.example.com/');
    addBrand('other', 'OTHER');
    const { seo: _seo, ...withoutSeo } = defaultBrandJson();
    workspace.addBrand('quiet', { ...withoutSeo, code: 'quiet', merchantCode: 'QUIET' });
    workspace.addBrand('hush', { ...withoutSeo, code: 'hush', merchantCode: 'HUSH' });
    expect(await checkBrands(workspace.root)).toBe(1);
    expect(printed().split('\n')).toEqual([
      'brands/acme/brand.json: seo.siteUrl: "https://play.example.com" is also the site address of brands/zenith/brand.json: their canonical links and sitemaps would claim the same pages',
      'brands/zenith/brand.json: seo.siteUrl: "https://play.example.com" is also the site address of brands/acme/brand.json: their canonical links and sitemaps would claim the same pages',
      '✖ brands: 2 problem(s) above',
    ]);
  });

  it('reports every brand’s own problems too, all at once', async () => {
    addBrand('acme', 'ACME');
    workspace.addBrand('broken', { ...defaultBrandJson(), code: 'broken', merchantCode: 'two words' });
    expect(await checkBrands(workspace.root)).toBe(1);
    expect(printed()).toContain('brands/broken/brand.json: merchantCode: must be 1 to 32 letters');
  });
});

/** A report that keeps what a brand step says, info and errors in order. */
function recorder() {
  const lines: string[] = [];
  const report: Report = { info: (line) => lines.push(line), error: (line) => lines.push(line) };
  return { report, text: () => lines.join('\n') };
}

describe('brand-factory validate: a brand checked as its build checks it, with no web build and nothing written', () => {
  it('passes a valid brand with no web build in dist/, and writes nothing', async () => {
    workspace.addBrand('acme', { ...defaultBrandJson(), code: 'acme', merchantCode: 'ACME' });
    const { report, text } = recorder();
    expect(await validateBrand(workspace.root, 'acme', report)).toBe(0);
    expect(text()).toMatch(/^✔ brand acme valid \(\d+ ms\)$/);
    expect(existsSync(join(workspace.root, 'dist'))).toBe(false);
  });

  it('prints every problem of the file and of the brands beside it, exit code 1', async () => {
    workspace.addBrand('acme', { ...defaultBrandJson(), code: 'acme', name: '' });
    const { report, text } = recorder();
    expect(await validateBrand(workspace.root, 'acme', report)).toBe(1);
    expect(text()).toBe('brands/acme/brand.json: name: must not be empty\n✖ brand acme: invalid, 1 problem(s) above');
  });

  it('prints the notes of a valid brand, as the build does: a language whose words come from another catalog', async () => {
    workspace.addBrand('acme', { ...defaultBrandJson(), code: 'acme', merchantCode: 'ACME', supportedLanguages: ['TY', 'EN', 'AR'] });
    const validated = recorder();
    expect(await validateBrand(workspace.root, 'acme', validated.report)).toBe(0);
    const note = `note: brands/acme/brand.json: supportedLanguages[2]: AR has no translation catalog: its words come from the EN catalog, while numbers, dates and the page's direction follow AR`;
    expect(validated.text().split('\n')[0]).toBe(note);
    fakeWebBuild(workspace.root);
    const stamped = recorder();
    expect(await stampBrandFiles(workspace.root, 'acme', stamped.report)).toBe(0);
    expect(stamped.text().split('\n')[0]).toBe(note);
  });
});
