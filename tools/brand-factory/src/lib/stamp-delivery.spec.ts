import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandWorkspace, defaultBrandJson, fakeWebBuild, type BrandJson } from '../testing/brand-workspace';
import { buildBrand } from './commands';

let workspace = brandWorkspace();
vi.spyOn(console, 'error').mockImplementation(() => undefined);
vi.spyOn(console, 'log').mockImplementation(() => undefined);
afterEach(() => {
  workspace.dispose();
  workspace = brandWorkspace();
});

const SEO = {
  siteUrl: 'https://acme.example.com/',
  description: { TY: 'Maglaro ng lottery, live casino at slots sa Acme, na may mabilis na deposito at suporta.' },
};

async function build(edit: (brand: BrandJson) => void = () => undefined) {
  const dist = fakeWebBuild(workspace.root);
  // The web build writes these beside its hashed assets (apps/web's precompress plugin).
  writeFileSync(join(dist, 'assets/CN-h4sh.js.br'), 'br');
  writeFileSync(join(dist, 'assets/TY-h4sh.js.br'), 'br');
  const brand = { ...defaultBrandJson(), code: 'acme' };
  edit(brand);
  workspace.addBrand('acme', brand);
  const exitCode = await buildBrand(workspace.root, 'acme');
  const site = join(workspace.root, 'dist/brands/acme');
  return { exitCode, site, read: (path: string) => readFileSync(join(site, path), 'utf8') };
}

describe('what a stamped brand serves besides the app', () => {
  it('writes robots.txt that keeps crawlers out of the API and names the sitemap', async () => {
    const { read } = await build((b) => (b['seo'] = SEO));
    const robots = read('robots.txt');
    expect(robots).toContain('Disallow: /wps/');
    expect(robots).toContain('Sitemap: https://acme.example.com/sitemap.xml');
  });

  it('writes a sitemap of the public pages at the canonical address', async () => {
    const { read } = await build((b) => (b['seo'] = SEO));
    const sitemap = read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://acme.example.com/</loc>');
    expect(sitemap).toContain('<loc>https://acme.example.com/promotions</loc>');
    expect(sitemap).not.toContain('/wps/');
  });

  it('leaves the promotions page out of the sitemap of a brand that publishes no promotions (type PR)', async () => {
    const { read } = await build((b) => {
      b['seo'] = SEO;
      b['announcementTypes'] = ['B', 'PL', 'PU'];
      b['announcementDefaultExecution'] = 'B';
    });
    const sitemap = read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://acme.example.com/noticePage</loc>');
    expect(sitemap).not.toContain('/promotions');
  });

  it('writes the description and Open Graph tags of the default language', async () => {
    const { read } = await build((b) => (b['seo'] = SEO));
    const html = read('index.html');
    expect(html).toContain(`<meta name="description" content="${SEO.description.TY}" />`);
    expect(html).toContain('<meta property="og:title" content="Lucky Harbor" />');
    expect(html).toContain(`<meta property="og:description" content="${SEO.description.TY}" />`);
  });

  it("names the default language's Open Graph locale as language_TERRITORY", async () => {
    const { read } = await build((b) => (b['seo'] = SEO));
    expect(read('index.html')).toContain('<meta property="og:locale" content="tl_PH" />');
  });

  it('marks a description in a language whose words fall back to English with its own lang, the language og:locale names', async () => {
    const arabic = 'العب اليانصيب والكازينو المباشر وألعاب السلوت والرياضة في أكمي: إيداع سريع ودعم على مدار الساعة.';
    const { read } = await build((b) => {
      b['supportedLanguages'] = ['AR'];
      b['defaultLanguage'] = 'AR';
      b['seo'] = { siteUrl: SEO.siteUrl, description: { AR: arabic } };
    });
    const html = read('index.html');
    // The page's words are the EN catalog's; the operator's description is Arabic, and says so.
    expect(html).toContain('<html lang="en" dir="rtl">');
    const langOf = (property: string) => new RegExp(`<meta ${property} lang="([^"]+)" content="${arabic}" />`).exec(html)?.[1];
    expect(langOf('name="description"')).toBe('ar');
    expect(langOf('property="og:description"')).toBe('ar');
    const ogLocale = /<meta property="og:locale" content="([^"]+)" \/>/.exec(html)?.[1];
    expect(ogLocale?.split('_')[0]).toBe(langOf('name="description"'));
    expect(ogLocale).toBe('ar_EG');
  });

  it('gives the description no lang of its own where the page already speaks its language', async () => {
    const { read } = await build((b) => (b['seo'] = SEO));
    expect(read('index.html')).not.toMatch(/<meta [^>]*lang=/);
  });

  it('names no canonical address or og:url in the one index.html that answers every route', async () => {
    const { read } = await build((b) => (b['seo'] = SEO));
    const html = read('index.html');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:url');
  });

  it('without an seo block writes robots.txt but no sitemap or canonical link', async () => {
    const { site, read } = await build((b) => delete b['seo']);
    expect(read('robots.txt')).not.toContain('Sitemap:');
    expect(existsSync(join(site, 'sitemap.xml'))).toBe(false);
    expect(read('index.html')).not.toContain('rel="canonical"');
  });

  it('compresses its own files, and keeps the compressed catalogs of its languages only', async () => {
    const { site } = await build((b) => (b['seo'] = SEO));
    expect(brotliDecompressSync(readFileSync(join(site, 'index.html.br'))).toString()).toBe(readFileSync(join(site, 'index.html'), 'utf8'));
    expect(existsSync(join(site, 'robots.txt.gz'))).toBe(true);
    expect(existsSync(join(site, 'assets/TY-h4sh.js.br'))).toBe(true);
    expect(existsSync(join(site, 'assets/CN-h4sh.js.br'))).toBe(false);
  });

  it("compresses the brand's own text assets (its SVG logo and favicon) as it does its other text files", async () => {
    const { site } = await build();
    const hashed = readdirSync(join(site, 'assets/brand')).filter((file) => file.endsWith('.svg'));
    expect(hashed).toHaveLength(2);
    for (const file of ['brand/assets/logo.svg', 'brand/assets/favicon.svg', ...hashed.map((name) => `assets/brand/${name}`)]) {
      expect(brotliDecompressSync(readFileSync(join(site, `${file}.br`))).toString()).toBe(readFileSync(join(site, file), 'utf8'));
      expect(existsSync(join(site, `${file}.gz`))).toBe(true);
    }
  });

  it("writes a service worker that precaches the brand's own shell and assets, never compressed copies or the API", async () => {
    const { read } = await build();
    const worker = read('sw.js');
    expect(worker).not.toContain('__WB_MANIFEST');
    expect(worker).toContain('"url":"index.html"');
    expect(worker).toContain('"url":"assets/index-abc123.js"');
    expect(worker).toContain('"url":"assets/TY-h4sh.js"');
    expect(worker).not.toContain('assets/CN-h4sh.js');
    expect(worker).not.toMatch(/\.br"|\.gz"|\/wps\//);
  });

  it('refuses a description in a language the brand does not offer, naming the path', async () => {
    const { exitCode } = await build(
      (b) =>
        (b['seo'] = {
          ...SEO,
          description: { ...SEO.description, VI: 'Chơi xổ số, sòng bài trực tiếp và slot tại Acme với nạp tiền nhanh chóng.' },
        }),
    );
    expect(exitCode).not.toBe(0);
    expect(vi.mocked(console.error).mock.calls.flat().join('\n')).toMatch(/seo\.description.*VI/);
  });
});
