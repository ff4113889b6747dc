import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { configureStore } from '@reduxjs/toolkit';
import { expect, test, type Page } from '@playwright/test';
import { authApi, baseApi, type ApiClientConfig } from '@wl/api-client';
import { CATALOG_LANGUAGES, FALLBACK_CATALOG, directionOf, type LanguageCode } from '@wl/i18n/languages';
import { GALLERY_DIR, VIEWPORTS, type ShotRecord, type ViewportName } from './gallery-layout';

const workspaceRoot = new URL('../../..', import.meta.url).pathname;
/** Home's session flag for pop-up notices already seen (libs/content home). */
const HOME_POPUPS_SEEN = 'home.popupsSeen';
/** The seeded sandbox member the member-center shot logs in as. */
const MEMBER = { username: 'demo_member', password: 'Member#2024' };

interface BrandFile {
  name: string;
  merchantCode: string;
  defaultLanguage: LanguageCode;
  supportedLanguages: LanguageCode[];
}

function brandUnderTest() {
  const code = String(test.info().project.metadata['brandCode']);
  const brand = JSON.parse(readFileSync(`${workspaceRoot}brands/${code}/brand.json`, 'utf8')) as BrandFile;
  return { code, brand };
}

/** The text a key reads in a language (its own catalog, or the EN fallback). */
function texts(language: LanguageCode): (key: string) => string {
  const file = (CATALOG_LANGUAGES as readonly string[]).includes(language) ? language : FALLBACK_CATALOG;
  const messages = JSON.parse(readFileSync(`${workspaceRoot}libs/i18n/src/lib/catalogs/${file}.json`, 'utf8')) as Record<string, string>;
  return (key) => messages[key] ?? key;
}

/** A session from the sandbox, stored where the site keeps one (spec §3 session storage). */
async function seedMemberSession(page: Page, baseUrl: string, merchantCode: string) {
  const apiClient: ApiClientConfig = {
    baseUrl,
    merchantCode,
    getLanguage: () => 'EN',
    getToken: () => null,
    onSessionExpired: () => undefined,
  };
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { apiClient } } }).concat(baseApi.middleware),
  });
  const session = await store.dispatch(authApi.endpoints.login.initiate({ type: 'username', ...MEMBER })).unwrap();
  await page.addInitScript((s) => {
    sessionStorage.setItem('token', s.token);
    sessionStorage.setItem('isAgent', String(s.customerType));
    sessionStorage.setItem('account', s.userName);
  }, session);
  return session;
}

/** Opens a page as a visitor lands on it: its content shown, its data in, no popup over it. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  for (let i = 0; i < 3 && (await page.getByRole('dialog').count()) > 0; i++) await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

for (const viewportName of Object.keys(VIEWPORTS) as ViewportName[]) {
  test(`${viewportName}: home, a lobby, the login modal, the member center, right-to-left`, async ({ browser, baseURL }) => {
    const { code, brand } = brandUnderTest();
    const viewport = VIEWPORTS[viewportName];
    const phone = viewportName === 'phone';
    const dir = `${GALLERY_DIR}/${code}`;
    mkdirSync(dir, { recursive: true });
    const shots: ShotRecord[] = [];
    const t = texts(brand.defaultLanguage);

    const newPage = async () => {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: viewport.width, height: viewport.height },
        isMobile: phone,
        hasTouch: phone,
      });
      // Home's pop-up notices show once a visit: the gallery shows the pages under them.
      await context.addInitScript((key) => sessionStorage.setItem(key, '1'), HOME_POPUPS_SEEN);
      return context.newPage();
    };
    const shoot = async (page: Page, id: string, label: string) => {
      const file = `${id}-${viewportName}.png`;
      await page.screenshot({ path: `${dir}/${file}`, animations: 'disabled', caret: 'hide' });
      shots.push({ id, label, viewport: viewportName, file });
    };

    const guest = await newPage();
    await open(guest, '/');
    await shoot(guest, 'home', `Home (${brand.defaultLanguage})`);
    await open(guest, '/rng');
    await shoot(guest, 'lobby', 'Slots lobby');
    await open(guest, '/');
    // Dispatched, not clicked: a page wider than the phone (a content fault the route walk reports) must not stop the gallery.
    await guest
      .getByRole('banner')
      .getByRole('button', { name: t('auth.login.title'), exact: true })
      .first()
      .dispatchEvent('click');
    // The login flow loads with the modal: its fields show when it has.
    await expect(
      guest
        .getByRole('dialog', { name: t('auth.login.title') })
        .getByRole('textbox')
        .first(),
    ).toBeVisible({ timeout: 20_000 });
    await shoot(guest, 'login', 'Login modal');

    const member = await newPage();
    const session = await seedMemberSession(member, baseURL ?? '', brand.merchantCode);
    await open(member, '/');
    const banner = member.getByRole('banner');
    if (phone) {
      await banner.getByRole('button', { name: t('layout.tab.account') }).dispatchEvent('click');
      await member
        .getByRole('dialog')
        .getByRole('button', { name: t('header.menu.myAccount') })
        .dispatchEvent('click');
    } else {
      await banner.getByRole('button', { name: session.userName }).click();
      await banner.getByRole('button', { name: t('header.menu.myAccount') }).click();
    }
    // The center's body loads on first open: its menu of entries (tabs) shows when it has.
    await expect(member.getByRole('dialog').getByRole('tab').first()).toBeVisible({ timeout: 20_000 });
    await member.waitForLoadState('networkidle');
    await shoot(member, 'member-center', 'Member center');

    // A right-to-left language the brand offers besides its default (its default, if right-to-left, is the home shot).
    const rtl = brand.supportedLanguages.find((language) => directionOf(language) === 'rtl' && language !== brand.defaultLanguage);
    if (rtl) {
      const rtlPage = await newPage();
      await rtlPage.addInitScript((language) => sessionStorage.setItem('lang', language), rtl);
      await open(rtlPage, '/');
      expect(await rtlPage.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await shoot(rtlPage, 'rtl', `Home, right to left (${rtl})`);
    }

    writeFileSync(`${dir}/shots-${viewportName}.json`, JSON.stringify({ code, name: brand.name, shots }, null, 2));
  });
}
