import { expect, test } from '@playwright/test';
import { CSP_PROBE_QUERY } from './csp-reports';

/** The entry script the stamped index.html loads (a hashed asset). */
async function entryScript(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const src = /<script[^>]*type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('index.html loads no module script');
  return src;
}

test.describe('delivery (compressed, cached, crawlable)', () => {
  test('an asset asked for with brotli answers brotli, cached for good, and varies by encoding', async ({ request }) => {
    const asset = await request.get(await entryScript(request), { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers()['content-encoding']).toBe('br');
    expect(asset.headers()['vary']).toBe('Accept-Encoding');
    expect(asset.headers()['cache-control']).toContain('immutable');
    const page = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers()['content-encoding']).toBe('gzip');
    expect(page.headers()['cache-control']).toBe('no-cache');
  });

  test('/robots.txt answers text, not the site', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    expect(await robots.text()).toContain('Disallow: /wps/');
  });

  test.describe('a second visit', () => {
    test.use({ serviceWorkers: 'allow' });

    test('loads the shell and its hashed assets from the service worker, not the network', async ({ page }) => {
      await page.goto('/');
      // The worker installs after load and precaches in the background; wait until it controls the page.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

      const fromNetwork: string[] = [];
      const fromWorker: string[] = [];
      page.on('response', (response) => {
        const path = new URL(response.url()).pathname;
        if (!path.startsWith('/assets/') && path !== '/') return;
        (response.fromServiceWorker() ? fromWorker : fromNetwork).push(path);
      });
      await page.goto('/promotions');
      await expect(page.getByRole('banner')).toBeVisible();
      expect(fromWorker.length).toBeGreaterThan(0);
      expect(fromNetwork).toEqual([]);
    });
  });
});

test.describe('the Content-Security-Policy', () => {
  test('is sent with the site and blocks an injected inline script', async ({ page }) => {
    const response = await page.goto(`/?${CSP_PROBE_QUERY}`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    const violation = page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective), { once: true }),
        ),
    );
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
      return Boolean((window as unknown as { injected?: boolean }).injected);
    });
    expect(ran).toBe(false);
    expect(await violation).toContain('script-src');
  });
});
