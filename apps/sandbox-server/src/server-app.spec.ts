import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listen } from './listen';
import { createServerApp, hostWarning, siteBrand, startupBanner } from './server-app';
import { acceptedEncodings } from './site';

describe('the sandbox server', () => {
  it('lists the demo accounts as JSON: username, password, customer type, nickname and what each shows', async () => {
    const accounts = (await (await createServerApp().request('/__sandbox/accounts')).json()) as Array<Record<string, unknown>>;
    expect(accounts.map((account) => account['username'])).toEqual(
      expect.arrayContaining(['demo_member', 'agent_l1', 'agent_l2', 'agent_l41', 'agent_l42', 'first_login', 'expired_pw', 'default_pw']),
    );
    for (const account of accounts)
      expect(Object.keys(account).sort()).toEqual(['customerType', 'nickname', 'password', 'shows', 'username']);
  });

  it("answers the API and the accounts on the site's own origin, and the site for every other path", async () => {
    const site = await mkdtemp(join(tmpdir(), 'site-'));
    await writeFile(join(site, 'index.html'), '<!doctype html><title>Brand</title>');
    const app = createServerApp({ site });
    expect((await (await app.request('/wps/system/status')).json()).success).toBe(true);
    expect((await app.request('/__sandbox/accounts')).headers.get('content-type')).toContain('application/json');
    expect(await (await app.request('/promotions')).text()).toContain('<title>Brand</title>');
  });

  it("answers in the served brand's currency, read from the brand config its index.html carries, and in ¥ without one", async () => {
    const helpText = async (app: ReturnType<typeof createServerApp>) => (await app.request('/wps/system/helpCenter')).text();
    const site = await mkdtemp(join(tmpdir(), 'site-'));
    await writeFile(
      join(site, 'index.html'),
      '<title>Brand</title><script type="application/json" id="brand-config">{"code":"acme","currencySymbol":"₱"}</script>',
    );
    expect(siteBrand(site)).toEqual({ code: 'acme', currencySymbol: '₱' });
    expect(await helpText(createServerApp({ site }))).toContain('Up to ₱500,000 a day.');

    await writeFile(join(site, 'index.html'), '<!doctype html><title>Brand</title>');
    expect(siteBrand(site)).toBeUndefined();
    expect(await helpText(createServerApp({ site }))).toContain('Up to ¥500,000 a day.');
  });

  it('serves the precompressed form the browser accepts, brotli first, and caches hashed assets forever', async () => {
    const site = await mkdtemp(join(tmpdir(), 'site-'));
    await mkdir(join(site, 'assets'));
    await writeFile(join(site, 'index.html'), '<!doctype html><title>Brand</title>');
    await writeFile(join(site, 'assets/app-1a2b.js'), 'plain');
    await writeFile(join(site, 'assets/app-1a2b.js.br'), 'brotli');
    await writeFile(join(site, 'assets/app-1a2b.js.gz'), 'gzip');
    const app = createServerApp({ site });
    const get = (path: string, acceptEncoding?: string) =>
      app.request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

    const br = await get('/assets/app-1a2b.js', 'gzip, deflate, br');
    expect([br.headers.get('content-encoding'), await br.text()]).toEqual(['br', 'brotli']);
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toContain('text/javascript');
    expect(br.headers.get('cache-control')).toContain('immutable');
    const gz = await get('/assets/app-1a2b.js', 'gzip');
    expect([gz.headers.get('content-encoding'), await gz.text()]).toEqual(['gzip', 'gzip']);
    const plain = await get('/assets/app-1a2b.js');
    expect([plain.headers.get('content-encoding'), await plain.text()]).toEqual([null, 'plain']);
    expect((await get('/promotions', 'br')).headers.get('cache-control')).toBe('no-cache');
  });

  it('reads Accept-Encoding as RFC 9110 does: a zero weight in any spelling refuses, and * accepts what it does not name', () => {
    expect(acceptedEncodings('br;q=0.0, gzip')('br')).toBe(false);
    expect(acceptedEncodings('BR;Q=0, gzip')('br')).toBe(false);
    expect(acceptedEncodings('BR;Q=0, gzip')('gzip')).toBe(true);
    expect(acceptedEncodings('gzip;q=0.5')('gzip')).toBe(true);
    expect(acceptedEncodings('*')('br')).toBe(true);
    expect(acceptedEncodings('*;q=0, gzip')('br')).toBe(false);
    expect(acceptedEncodings('br;q=0, *')('br')).toBe(false);
    expect(acceptedEncodings('')('gzip')).toBe(false);
  });

  it('answers a revalidation of an unchanged file with 304 and no body, per encoding, and a changed file in full', async () => {
    const site = await mkdtemp(join(tmpdir(), 'site-'));
    await writeFile(join(site, 'index.html'), '<!doctype html><title>Brand</title>');
    await writeFile(join(site, 'index.html.br'), 'brotli');
    const app = createServerApp({ site });
    const get = (headers: Record<string, string>) => app.request('/', { headers });

    const first = await get({ 'accept-encoding': 'br' });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await get({ 'accept-encoding': 'br', 'if-none-match': etag });
    expect([again.status, await again.text()]).toEqual([304, '']);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    // The plain file is another answer: the brotli one's tag does not stand for it.
    expect((await get({ 'if-none-match': etag })).status).toBe(200);

    await writeFile(join(site, 'index.html.br'), 'brotli, a new build');
    const changed = await get({ 'accept-encoding': 'br', 'if-none-match': etag });
    expect([changed.status, await changed.text()]).toEqual([200, 'brotli, a new build']);
  });

  it('compresses API answers for a browser that accepts gzip, and sends them plain to one that does not', async () => {
    const app = createServerApp();
    const zipped = await app.request('/__sandbox/accounts', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const body = await new Response(zipped.body?.pipeThrough(new DecompressionStream('gzip'))).json();
    expect(body).toEqual(await (await app.request('/__sandbox/accounts')).json());
    expect((await app.request('/__sandbox/accounts')).headers.get('content-encoding')).toBeNull();
  });

  it('sends Cache-Control: no-store with every API answer, compressed or not, and leaves the site files their own caching', async () => {
    const site = await mkdtemp(join(tmpdir(), 'site-'));
    await mkdir(join(site, 'assets'));
    await writeFile(join(site, 'index.html'), '<!doctype html><title>Brand</title>');
    await writeFile(join(site, 'assets/app-1a2b.js'), 'plain');
    const app = createServerApp({ site, cspReports: join(site, '..', 'csp.jsonl') });
    const cacheControl = async (path: string, init?: RequestInit) => (await app.request(path, init)).headers.get('cache-control');

    for (const path of ['/wps/system/status', '/wps/member/info', '/lgw/games/game_menus', '/lotto/nothing', '/__sandbox/accounts'])
      expect([path, await cacheControl(path)]).toEqual([path, 'no-store']);
    expect(await cacheControl('/wps/system/status', { headers: { 'accept-encoding': 'gzip' } })).toBe('no-store');
    expect(await cacheControl('/__sandbox/csp-report', { method: 'POST', body: '{}' })).toBe('no-store');
    expect(await cacheControl('/promotions')).toBe('no-cache');
    expect(await cacheControl('/assets/app-1a2b.js')).toBe('public, max-age=31536000, immutable');
  });

  it('answers /robots.txt as text when the site has one', async () => {
    const site = await mkdtemp(join(tmpdir(), 'site-'));
    await writeFile(join(site, 'index.html'), '<!doctype html><title>Brand</title>');
    await writeFile(join(site, 'robots.txt'), 'User-agent: *\nDisallow: /wps/\n');
    const robots = await createServerApp({ site }).request('/robots.txt');
    expect(robots.headers.get('content-type')).toContain('text/plain');
    expect(await robots.text()).toContain('Disallow: /wps/');
  });

  it('answers /sitemap.xml with 404, not the app, for a brand without an seo block (no sitemap), as nginx does', async () => {
    const root = await mkdtemp(join(tmpdir(), 'brands-'));
    const site = join(root, 'acme');
    await mkdir(site);
    await writeFile(join(site, 'index.html'), '<!doctype html><title>Brand</title>');
    await writeFile(join(site, 'robots.txt'), 'User-agent: *\nDisallow: /wps/\n');
    await writeFile(`${site}.headers.json`, JSON.stringify({ 'X-Frame-Options': 'DENY' }));
    const app = createServerApp({ site });
    const sitemap = await app.request('/sitemap.xml');
    expect([sitemap.status, await sitemap.text()]).toEqual([404, 'Not found']);
    expect(sitemap.headers.get('x-frame-options')).toBe('DENY');

    await writeFile(join(site, 'sitemap.xml'), '<?xml version="1.0" encoding="UTF-8"?><urlset/>');
    const written = await app.request('/sitemap.xml');
    expect([written.status, written.headers.get('content-type')]).toEqual([200, expect.stringContaining('application/xml')]);
  });

  it("sends the brand's security headers with the site and records the CSP violations browsers report", async () => {
    const root = await mkdtemp(join(tmpdir(), 'brands-'));
    const site = join(root, 'acme');
    await mkdir(site);
    await writeFile(join(site, 'index.html'), '<!doctype html><title>Brand</title>');
    await writeFile(`${site}.headers.json`, JSON.stringify({ 'Content-Security-Policy': "default-src 'self'", 'X-Frame-Options': 'DENY' }));
    const reports = join(root, 'csp.jsonl');
    const app = createServerApp({ site, cspReports: reports });
    const page = await app.request('/');
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'; report-uri /__sandbox/csp-report");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    await app.request('/__sandbox/csp-report', {
      method: 'POST',
      body: JSON.stringify({ 'csp-report': { 'violated-directive': 'script-src' } }),
    });
    expect(await readFile(reports, 'utf8')).toContain('script-src');
  });

  it('answers a missing file under /assets/ or /brand/ with 404 and the security headers, as nginx does, and any other path with the app', async () => {
    const root = await mkdtemp(join(tmpdir(), 'brands-'));
    const site = join(root, 'acme');
    await mkdir(join(site, 'brand'), { recursive: true });
    await writeFile(join(site, 'index.html'), '<!doctype html><title>Brand</title>');
    await writeFile(join(site, 'brand/logo.svg'), '<svg/>');
    await writeFile(`${site}.headers.json`, JSON.stringify({ 'X-Frame-Options': 'DENY' }));
    const app = createServerApp({ site });

    for (const path of ['/assets/old-chunk-DEADBEEF.js', '/brand/assets/missing.png', '/brand/missing']) {
      const missing = await app.request(path);
      expect([path, missing.status, missing.headers.get('content-type')]).toEqual([path, 404, expect.stringContaining('text/plain')]);
      expect(missing.headers.get('x-frame-options')).toBe('DENY');
    }
    expect((await app.request('/brand/logo.svg')).status).toBe(200);
    for (const path of ['/promotions', '/rng/slots', '/Assets/x.js', '/favicon.ico'])
      expect(await (await app.request(path)).text()).toContain('<title>Brand</title>');
  });

  it('answers a path with a malformed escape with 400 and the security headers', async () => {
    const root = await mkdtemp(join(tmpdir(), 'brands-'));
    const site = join(root, 'acme');
    await mkdir(site);
    await writeFile(join(site, 'index.html'), '<!doctype html><title>Brand</title>');
    await writeFile(`${site}.headers.json`, JSON.stringify({ 'X-Frame-Options': 'DENY' }));
    const bad = await createServerApp({ site }).request('/%E0%A4%A');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('x-frame-options')).toBe('DENY');
  });

  it('prints its URL, its scenario and every demo account with its password at start', async () => {
    const banner = startupBanner('http://127.0.0.1:4300', 'maintenance');
    expect(banner).toContain('Sandbox API on http://127.0.0.1:4300 (scenario: maintenance)');
    const accounts = (await (await createServerApp().request('/__sandbox/accounts')).json()) as Array<{
      username: string;
      password: string;
    }>;
    for (const { username, password } of accounts)
      expect(banner).toMatch(new RegExp(`${username}\\s+${password.replace(/[#$]/g, '\\$&')}`));
  });
});

describe('the control routes on a network (docs/sandbox.md: --host, --open-control)', () => {
  const closers: Array<() => void> = [];
  afterEach(() => closers.splice(0).forEach((close) => close()));

  it('warns when --host lets other machines in, and says whether the control routes are open to them', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.0.0.2'])
      expect([host, hostWarning(host, false)]).toEqual([host, undefined]);
    expect(hostWarning('0.0.0.0', false)).toMatch(/^Warning: --host 0\.0\.0\.0 is not a loopback address.*still answer only this machine/);
    expect(hostWarning('192.168.1.20', true)).toMatch(/--open-control lets any of them reset it/);
  });

  it('forwards the control routes to loopback clients only, unless opened, and the pages a visitor loads to all', async () => {
    const remote = { incoming: { socket: { remoteAddress: '198.51.100.4' } } };
    expect((await createServerApp().request('/__sandbox/accounts', {}, remote)).status).toBe(403);
    expect((await createServerApp().request('/__sandbox/customer-service', {}, remote)).status).toBe(200);
    expect((await createServerApp({ openControl: true }).request('/__sandbox/accounts', {}, remote)).status).toBe(200);
  });

  it('answers the control routes over a real socket from this machine', async () => {
    const origin = await new Promise<string>((resolve) => {
      const server = listen(createServerApp(), { host: '127.0.0.1', port: 0 }, resolve);
      closers.push(() => server.close());
    });
    expect((await fetch(`${origin}/__sandbox/accounts`)).status).toBe(200);
  });
});
