import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_CURRENCY_SYMBOL } from '@wl/i18n/amounts';
import { CATALOG_LANGUAGES, FALLBACK_CATALOG, LOCALE_BY_LANGUAGE, type LanguageCode } from '@wl/i18n/languages';
import { catalog } from './catalog';

/**
 * Runs once per brand folder (Playwright project `brand-<code>`, see playwright.config.ts), against
 * that brand's stamped site: what the operator wrote in brand.json is what the player sees.
 */
const workspaceRoot = new URL('../../..', import.meta.url).pathname;

interface BrandFile {
  name: string;
  currencySymbol?: string;
  defaultLanguage: LanguageCode;
  theme: { palette: Record<'primary' | 'background' | 'text', string>; favicon: string };
}

function brandUnderTest() {
  const code = String(test.info().project.metadata['brandCode']);
  const brand = JSON.parse(readFileSync(`${workspaceRoot}brands/${code}/brand.json`, 'utf8')) as BrandFile;
  return { code, brand };
}

/** `#0b6e4f` as the browser reports a computed colour: `rgb(11, 110, 79)`. */
function rgb(hex: string): string {
  const digits = hex.slice(1).length === 3 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The language whose words a language shows: its own catalog's, or the fallback's (EN). */
const wordsLanguage = (language: LanguageCode): LanguageCode =>
  (CATALOG_LANGUAGES as readonly string[]).includes(language) ? language : FALLBACK_CATALOG;

/** The text of a key in the catalog the brand's default language reads (its own, or the fallback). */
function text(language: LanguageCode, key: string, values: Record<string, string>) {
  return Object.entries(values).reduce(
    (message, [name, value]) => message.replace(`{${name}}`, value),
    catalog(wordsLanguage(language))[key],
  );
}

const welcome = (page: Page, brand: BrandFile) =>
  page.getByRole('heading', { name: text(brand.defaultLanguage, 'home.welcome', { brand: brand.name }) });

test.describe('a stamped brand site', () => {
  test('shows the brand’s title, theme colour and favicon', async ({ page }) => {
    const { brand } = brandUnderTest();
    await page.goto('/');
    await expect(page).toHaveTitle(brand.name);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', brand.theme.palette.primary);
    // The page names the icon's content-hashed copy, cached for good; the brand folder keeps its own names too.
    const icon = page.locator('link[rel="icon"]');
    await expect(icon).toHaveAttribute('href', /^\/assets\/brand\/favicon-[0-9a-f]{8}\.svg$/);
    const hashed = await page.request.get((await icon.getAttribute('href')) as string);
    expect(hashed.status()).toBe(200);
    expect(hashed.headers()['cache-control']).toContain('immutable');
    expect((await page.request.get(`/brand/${brand.theme.favicon}`)).status()).toBe(200);
  });

  test('paints the brand’s colours', async ({ page }) => {
    const { brand } = brandUnderTest();
    await page.goto('/');
    await expect(welcome(page, brand)).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('background-color', rgb(brand.theme.palette.background));
    await expect(page.locator('body')).toHaveCSS('color', rgb(brand.theme.palette.text));
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary'));
    expect(primary).toBe(brand.theme.palette.primary);
  });

  test('opens in the brand’s default language, its lang naming the language of the words (WCAG 3.1.1)', async ({ page }) => {
    const { brand } = brandUnderTest();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_BY_LANGUAGE[wordsLanguage(brand.defaultLanguage)]);
    await expect(welcome(page, brand)).toBeVisible();
  });

  test('writes the home’s wins in the brand’s currency, ¥ when it names none', async ({ page }) => {
    const { brand } = brandUnderTest();
    await page.goto('/');
    const winners = page.getByRole('list', { name: text(brand.defaultLanguage, 'home.winners', {}) });
    await expect(winners.getByRole('listitem').first()).toContainText(brand.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL);
  });

  test('serves the brand’s web app manifest', async ({ page }) => {
    const { brand } = brandUnderTest();
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      name: brand.name,
      theme_color: brand.theme.palette.primary,
      lang: LOCALE_BY_LANGUAGE[brand.defaultLanguage],
    });
  });

  test('runs under the Content-Security-Policy of its sample nginx config', async ({ page }) => {
    const { code, brand } = brandUnderTest();
    const nginx = readFileSync(`${workspaceRoot}dist/brands/${code}.nginx.conf`, 'utf8');
    const policy = /add_header Content-Security-Policy "([^"]+)"/.exec(nginx)?.[1];
    expect(policy).toBeDefined();
    // This test serves plain http on 127.0.0.1; production serves https, where the upgrade is a no-op.
    const httpPolicy = String(policy).replace(/;\s*upgrade-insecure-requests/, '');
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': httpPolicy } });
    });
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await page.goto('/');
    await expect(welcome(page, brand)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
});
