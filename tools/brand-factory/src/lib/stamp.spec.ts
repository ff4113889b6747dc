import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrandConfig } from '@wl/brand';
import { brandJsonFor, brandWorkspace, fakeWebBuild, pngHead, type BrandJson } from '../testing/brand-workspace';
import { assembleBrandSite, buildBrand } from './commands';

let workspace = brandWorkspace();
const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
vi.spyOn(console, 'log').mockImplementation(() => undefined);
afterEach(() => {
  workspace.dispose();
  workspace = brandWorkspace();
  errors.mockClear();
});

async function build(code: string, edit: (brand: BrandJson) => void = () => undefined) {
  fakeWebBuild(workspace.root);
  const brand = brandJsonFor(code);
  edit(brand);
  workspace.addBrand(code, brand);
  const exitCode = await buildBrand(workspace.root, code);
  const site = join(workspace.root, 'dist/brands', code);
  const read = (path: string) => readFileSync(join(site, path), 'utf8');
  return { exitCode, site, read };
}

describe('stamping a brand', () => {
  it('writes title, theme colour, favicon, manifest link, lang and first-paint colours into index.html', async () => {
    const { read } = await build('acme');
    const html = read('index.html');
    expect(html).toContain('<html lang="tl" dir="ltr">');
    expect(html).toContain('<title>Lucky Harbor</title>');
    expect(html).toContain('<meta name="theme-color" content="#0b6e4f" />');
    expect(html).toMatch(/<link rel="icon" href="\/assets\/brand\/favicon-[0-9a-f]{8}\.svg" \/>/);
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('--color-background:#f7f7f2');
    expect(html).not.toContain('<!-- brand:head -->');
  });

  it('writes the design tokens as CSS variables and the page scheme, computed from the brand', async () => {
    const { read } = await build('acme', (b) => ((b['theme'] as Record<string, unknown>)['corners'] = 'round'));
    const html = read('index.html');
    for (const token of [
      '--color-primary-hover:#',
      '--color-focus:#',
      '--space-md:16px',
      '--radius-md:12px',
      '--font-size-lg:',
      '--focus-ring-width:',
      '--elevation-card:',
    ]) {
      expect(html).toContain(token);
    }
    expect(html).toContain('color-scheme:light');
  });

  it('paints the brand’s logo bar before any script runs, out of the flow and hidden from assistive technology', async () => {
    const { read } = await build('acme');
    const html = read('index.html');
    expect(html).toMatch(
      /<div id="boot-bar" aria-hidden="true"><img src="\/assets\/brand\/logo-[0-9a-f]{8}\.svg" width="190" height="40" alt="" \/><\/div><div id="root">/,
    );
    expect(html).toMatch(/#boot-bar\{position:fixed;[^}]*height:64px;/);
  });

  it('asks for the logo bar’s picture first, with high priority, before any script', async () => {
    const { read } = await build('acme');
    const html = read('index.html');
    const preload = html.search(/<link rel="preload" as="image" href="\/assets\/brand\/logo-[0-9a-f]{8}\.svg" fetchpriority="high" \/>/);
    expect(preload).toBeGreaterThan(-1);
    expect(preload).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('gives the site the logo’s intrinsic size, read from the file, so the header never shows it unsized', async () => {
    const { read } = await build('acme');
    const json = /<script type="application\/json" id="brand-config">(.*?)<\/script>/.exec(read('index.html'))?.[1] ?? '';
    expect(JSON.parse(json).theme.logoSize).toEqual({ width: 190, height: 40 });
  });

  it('inlines the normalized config as JSON that no value can break out of', async () => {
    const { read } = await build('acme', (b) => Object.assign(b, { name: 'Acme </script><script>alert(1)</script>', shortName: 'Acme' }));
    const html = read('index.html');
    const json = /<script type="application\/json" id="brand-config">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toMatchObject({ code: 'acme', name: 'Acme </script><script>alert(1)</script>' });
    expect(JSON.parse(json)).not.toHaveProperty('$schema');
    expect(html).toContain('<title>Acme &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
  });

  it('keeps only the catalogs of the brand’s languages and never ships the Vite manifest', async () => {
    const { site } = await build('acme', (b) => {
      b['supportedLanguages'] = ['TH', 'VI', 'EN'];
      b['defaultLanguage'] = 'TH';
      delete b['seo'];
    });
    expect(readdirSync(join(site, 'assets')).sort()).toEqual([
      'EN-h4sh.js',
      'EN-r3st.js',
      'TH-h4sh.js',
      'TH-r3st.js',
      'VI-h4sh.js',
      'VI-r3st.js',
      'brand',
      'index-abc123.js',
    ]);
    expect(existsSync(join(site, '.vite'))).toBe(false);
  });

  it('opens the connection to an API on another origin early, and to none when the API is the site’s own', async () => {
    const apart = await build('acme', (b) => (b['apiBaseUrl'] = 'https://api.acme.example/v1'));
    expect(apart.read('index.html')).toContain('<link rel="preconnect" href="https://api.acme.example" crossorigin />');
    const own = await build('own', (b) => (b['apiBaseUrl'] = ''));
    expect(own.read('index.html')).not.toContain('rel="preconnect"');
  });

  it('names the shell part of the default language’s catalog in the head of index.html, so it loads beside the entry rather than after it runs', async () => {
    const { read } = await build('acme', (b) => {
      b['supportedLanguages'] = ['TH', 'VI', 'EN'];
      b['defaultLanguage'] = 'VI';
      delete b['seo'];
    });
    const html = read('index.html');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/VI-h4sh.js" />');
    expect(html).not.toContain('TH-h4sh.js');
    expect(html).not.toContain('VI-r3st.js');
    expect(html.indexOf('VI-h4sh.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('keeps the fallback catalog for a language without its own, names the words’ language in lang (WCAG 3.1.1) and writes dir="rtl" for Arabic', async () => {
    const { site, read } = await build('acme', (b) => {
      b['supportedLanguages'] = ['AR'];
      b['defaultLanguage'] = 'AR';
      delete b['seo'];
    });
    expect(readdirSync(join(site, 'assets')).sort()).toEqual(['EN-h4sh.js', 'EN-r3st.js', 'brand', 'index-abc123.js']);
    expect(read('index.html')).toContain('<html lang="en" dir="rtl">');
    expect(JSON.parse(read('manifest.webmanifest'))).toMatchObject({ lang: 'ar', dir: 'rtl' });
  });

  it('writes a web app manifest with the brand’s name, colours and icon', async () => {
    const { read } = await build('acme');
    expect(JSON.parse(read('manifest.webmanifest'))).toEqual({
      name: 'Lucky Harbor',
      short_name: 'Lucky Harbor',
      lang: 'tl',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#f7f7f2',
      theme_color: '#0b6e4f',
      icons: [
        { src: expect.stringMatching(/^\/assets\/brand\/favicon-[0-9a-f]{8}\.svg$/), sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    });
  });

  it('copies the brand’s assets under /brand/ and a sample nginx config beside the site', async () => {
    const { site, exitCode } = await build('acme');
    expect(exitCode).toBe(0);
    expect(readFileSync(join(site, 'brand/assets/logo.svg'), 'utf8')).toBe(
      readFileSync(join(workspace.root, 'brands/acme/assets/logo.svg'), 'utf8'),
    );
    expect(readFileSync(`${site}.nginx.conf`, 'utf8')).toContain('root /srv/brands/acme;');
  });

  it('copies a linked file of assets/ (a shared logo) as its content, so the site serves it and no path of the build machine reaches the stamp', async () => {
    fakeWebBuild(workspace.root);
    const dir = workspace.addBrand('acme', brandJsonFor('acme'));
    const logo = readFileSync(join(dir, 'assets/logo.svg'), 'utf8');
    mkdirSync(join(workspace.root, 'artwork'));
    writeFileSync(join(workspace.root, 'artwork/logo.svg'), logo);
    rmSync(join(dir, 'assets/logo.svg'));
    symlinkSync(join(workspace.root, 'artwork/logo.svg'), join(dir, 'assets/logo.svg'));
    expect(await buildBrand(workspace.root, 'acme')).toBe(0);
    expect(lstatSync(join(workspace.root, 'dist/stamps/acme/site/brand/assets/logo.svg')).isFile()).toBe(true);
    expect(readFileSync(join(workspace.root, 'dist/brands/acme/brand/assets/logo.svg'), 'utf8')).toBe(logo);
  });

  it('publishes no hidden file of assets/ (the .DS_Store a Mac leaves): validation passes over it, so it was never checked', async () => {
    fakeWebBuild(workspace.root);
    const dir = workspace.addBrand('acme', brandJsonFor('acme'));
    writeFileSync(join(dir, 'assets/.DS_Store'), 'Bud1');
    expect(await buildBrand(workspace.root, 'acme')).toBe(0);
    expect(existsSync(join(workspace.root, 'dist/brands/acme/brand/assets/logo.svg'))).toBe(true);
    expect(existsSync(join(workspace.root, 'dist/brands/acme/brand/assets/.DS_Store'))).toBe(false);
  });

  it('names the logo, favicon and share image its pages show by their content, under /assets/ where servers cache them for good', async () => {
    const hashedAddress = (name: string, ext: string) => new RegExp(`^/assets/brand/${name}-[0-9a-f]{8}\\.${ext}$`);
    const configOf = (html: string) => JSON.parse(/id="brand-config">(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as BrandConfig;
    const { site, read } = await build('acme');
    const { logo, favicon } = configOf(read('index.html')).theme;
    expect(logo).toMatch(hashedAddress('logo', 'svg'));
    expect(favicon).toMatch(hashedAddress('favicon', 'svg'));
    expect(read('index.html')).toContain(`<img src="${logo}"`);
    expect(read(logo)).toBe(readFileSync(join(workspace.root, 'brands/acme/assets/logo.svg'), 'utf8'));
    expect(read('sw.js')).toContain(`"url":"${logo.slice(1)}"`);
    // Its own name stays served too, for addresses outside the site (a mail's logo).
    expect(existsSync(join(site, 'brand/assets/logo.svg'))).toBe(true);

    // A new logo under the same file name gets a new address, so no cached copy of the old one is shown.
    const brandDir = join(workspace.root, 'brands/acme');
    writeFileSync(join(brandDir, 'assets/logo.svg'), read(logo).replace('</svg>', '<!-- new --></svg>'));
    writeFileSync(join(brandDir, 'assets/share.png'), pngHead(1200, 630));
    const brand = JSON.parse(readFileSync(join(brandDir, 'brand.json'), 'utf8')) as BrandJson;
    brand['seo'] = { siteUrl: 'https://acme.example.com', shareImage: 'assets/share.png' };
    writeFileSync(join(brandDir, 'brand.json'), JSON.stringify(brand));
    expect(await buildBrand(workspace.root, 'acme')).toBe(0);
    const rebuilt = configOf(read('index.html'));
    expect(rebuilt.theme.logo).not.toBe(logo);
    const shareImage = rebuilt.seo?.shareImage;
    expect(shareImage).toMatch(hashedAddress('share', 'png'));
    expect(read('index.html')).toContain(`<meta property="og:image" content="https://acme.example.com${shareImage}" />`);
  });

  it('leaves the share image out of the service worker’s precache: only crawlers fetch it, so players never download it', async () => {
    fakeWebBuild(workspace.root);
    const brandDir = workspace.addBrand('acme', {
      ...brandJsonFor('acme'),
      seo: { siteUrl: 'https://acme.example.com', shareImage: 'assets/share.png' },
    });
    writeFileSync(join(brandDir, 'assets/share.png'), pngHead(1200, 630));
    expect(await buildBrand(workspace.root, 'acme')).toBe(0);
    const site = join(workspace.root, 'dist/brands/acme');
    const shared = readdirSync(join(site, 'assets/brand')).find((file) => file.startsWith('share-'));
    expect(shared).toMatch(/^share-[0-9a-f]{8}\.png$/);
    const worker = readFileSync(join(site, 'sw.js'), 'utf8');
    expect(worker).toMatch(/"url":"assets\/brand\/logo-[0-9a-f]{8}\.svg"/);
    expect(worker).not.toContain('share-');
  });

  it('shares the web build’s assets with every brand without ever writing into the web build', async () => {
    const web = join(workspace.root, 'dist/apps/web');
    const { site } = await build('acme');
    const again = await buildBrand(workspace.root, 'acme');
    expect(again).toBe(0);
    expect(readFileSync(join(site, 'assets/index-abc123.js'), 'utf8')).toBe('console.log("app")');
    expect(statSync(join(site, 'assets/index-abc123.js')).ino).toBe(statSync(join(web, 'assets/index-abc123.js')).ino);
    expect(readFileSync(join(web, 'index.html'), 'utf8')).toContain('<!-- brand:head -->');
    expect(readFileSync(join(web, 'sw.js'), 'utf8')).toContain('self.__WB_MANIFEST');
    expect(readdirSync(web).sort()).toEqual(['.vite', 'assets', 'index.html', 'sw.js']);
  });

  it('keeps only the brand’s own files in its stamp (what Nx caches per brand): the shared assets are named, not copied', async () => {
    await build('acme');
    const stamp = join(workspace.root, 'dist/stamps/acme');
    expect(readdirSync(stamp).sort()).toEqual(['headers.json', 'nginx.conf', 'shared-files.json', 'site']);
    expect(readdirSync(join(stamp, 'site/assets'))).toEqual(['brand']);
    expect(readdirSync(join(stamp, 'site'))).toContain('index.html');
    expect(JSON.parse(readFileSync(join(stamp, 'shared-files.json'), 'utf8'))).toContain('assets/index-abc123.js');
  });

  it('makes the same site again from the stamp alone, and an edit to the site never reaches the stamp', async () => {
    const { site, read } = await build('acme');
    const stamped = read('index.html');
    writeFileSync(join(site, 'index.html'), 'edited by hand');
    writeFileSync(join(site, 'assets/left-over.js'), 'from an older web build');
    expect(await assembleBrandSite(workspace.root, 'acme')).toBe(0);
    expect(read('index.html')).toBe(stamped);
    expect(existsSync(join(site, 'assets/left-over.js'))).toBe(false);
    expect(readFileSync(join(workspace.root, 'dist/stamps/acme/site/index.html'), 'utf8')).toBe(stamped);
  });

  it('says to stamp first when the site is asked for without a stamp', async () => {
    fakeWebBuild(workspace.root);
    await expect(assembleBrandSite(workspace.root, 'acme')).rejects.toThrow(/shared-files\.json is missing: stamp the brand first/);
  });
});

describe('a brand with problems', () => {
  it('fails and writes nothing', async () => {
    const { exitCode, site } = await build('broken', (b) => (b['theme'].palette.text = '#eeeeee'));
    expect(exitCode).toBe(1);
    expect(existsSync(site)).toBe(false);
    expect(existsSync(`${site}.nginx.conf`)).toBe(false);
    expect(existsSync(join(workspace.root, 'dist/brands'))).toBe(false);
    expect(existsSync(join(workspace.root, 'dist/stamps'))).toBe(false);
  });

  it('prints every problem, then says the brand was not built', async () => {
    await build('broken', (b) => {
      b['name'] = '';
      b['platform'] = 'ios';
    });
    expect(errors.mock.calls.flat().join('\n')).toBe(
      'brands/broken/brand.json: name: must not be empty\n' +
        'brands/broken/brand.json: platform: must be "web"\n' +
        '✖ brand broken: not built, 2 problem(s) above',
    );
  });

  it('refuses a merchant code another brand folder has, naming merchantCode and the other brand, and writes nothing', async () => {
    workspace.addBrand('zenith', { ...brandJsonFor('zenith'), merchantCode: 'SHARED_01' });
    const { exitCode, site } = await build('acme', (b) => (b['merchantCode'] = 'SHARED_01'));
    expect(exitCode).toBe(1);
    expect(errors.mock.calls.flat().join('\n')).toBe(
      'brands/acme/brand.json: merchantCode: "SHARED_01" is also the merchant code of brands/zenith/brand.json: their sites would call the API as one merchant\n' +
        '✖ brand acme: not built, 1 problem(s) above',
    );
    expect(existsSync(site)).toBe(false);
    expect(existsSync(join(workspace.root, 'dist/stamps/acme'))).toBe(false);
  });

  it("a folder still being made (its file not yet a brand) stops no other brand's build, though it has the same merchant code", async () => {
    workspace.addBrand('zenith', { ...brandJsonFor('zenith'), merchantCode: 'SHARED_01', name: '' });
    const { exitCode } = await build('acme', (b) => (b['merchantCode'] = 'SHARED_01'));
    expect(exitCode).toBe(0);
  });

  it('refuses a site address another brand folder has, naming seo.siteUrl and the other brand', async () => {
    workspace.addBrand('zenith', brandJsonFor('zenith'));
    const { exitCode } = await build('acme', (b) => (b['seo'] = { ...(b['seo'] as object), siteUrl: 'https://ZENITH.example.com/' }));
    expect(exitCode).toBe(1);
    expect(errors.mock.calls.flat()).toContain(
      'brands/acme/brand.json: seo.siteUrl: "https://zenith.example.com" is also the site address of brands/zenith/brand.json: their canonical links and sitemaps would claim the same pages',
    );
  });

  it('does not stop another brand from building', async () => {
    const broken = await build('broken', (b) => delete b['merchantCode']);
    const good = await build('good');
    expect([broken.exitCode, good.exitCode]).toEqual([1, 0]);
    expect(existsSync(join(good.site, 'index.html'))).toBe(true);
  });
});
