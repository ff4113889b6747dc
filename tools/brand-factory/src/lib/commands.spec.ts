import { mkdir } from 'node:fs/promises';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandWorkspace, defaultBrandJson } from '../testing/brand-workspace';
import { checkBrands, createBrand } from './commands';

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
