import { readFileSync } from 'node:fs';
import { configureStore } from '@reduxjs/toolkit';
import { expect, test, type Page } from '@playwright/test';
import { authApi, baseApi, type ApiClientConfig } from '@wl/api-client';
import { catalogLanguageFor, type LanguageCode } from '@wl/i18n/languages';

/** Home's session flag for pop-up notices already seen (libs/content home): screenshots show the pages under them. */
export const HOME_POPUPS_SEEN = 'home.popupsSeen';
/** The seeded sandbox member the member shots log in as. */
const MEMBER = { username: 'demo_member', password: 'Member#2024' };

/** A session from the sandbox, stored where the site keeps one (spec §3 session storage). */
export async function seedMemberSession(page: Page, baseUrl: string, merchantCode: string) {
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
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  for (let i = 0; i < 3 && (await page.getByRole('dialog').count()) > 0; i++) await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

const workspaceRoot = new URL('../../..', import.meta.url).pathname;

interface BrandFile {
  name: string;
  merchantCode: string;
  defaultLanguage: LanguageCode;
  supportedLanguages: LanguageCode[];
}

/** The brand of the running project (`brand-<code>`, metadata.brandCode) and its brand.json. */
export function brandUnderTest() {
  const code = String(test.info().project.metadata['brandCode']);
  const brand = JSON.parse(readFileSync(`${workspaceRoot}brands/${code}/brand.json`, 'utf8')) as BrandFile;
  return { code, brand };
}

/** The text a key reads in a language (its own catalog, or the EN fallback). */
export function texts(language: LanguageCode): (key: string) => string {
  const file = catalogLanguageFor(language);
  const messages = JSON.parse(readFileSync(`${workspaceRoot}libs/i18n/src/lib/catalogs/${file}.json`, 'utf8')) as Record<string, string>;
  return (key) => messages[key] ?? key;
}

/**
 * Opens the member center from the header: on a phone through the account drawer, on a desktop
 * through the account menu. Dispatched clicks on a phone, so a page wider than the phone (a content
 * fault the route walk reports) cannot stop a screenshot.
 */
export async function openMemberCenter(
  page: Page,
  { phone, t, userName }: { phone: boolean; t: (key: string) => string; userName: string },
) {
  const banner = page.getByRole('banner');
  if (phone) {
    await banner.getByRole('button', { name: t('layout.tab.account') }).dispatchEvent('click');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('header.menu.myAccount') })
      .dispatchEvent('click');
  } else {
    await banner.getByRole('button', { name: userName }).click();
    await banner.getByRole('button', { name: t('header.menu.myAccount') }).click();
  }
  // The center's body loads on first open: its menu of entries (tabs) shows when it has.
  await expect(page.getByRole('dialog').getByRole('tab').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  // Its entry's data fills in after the body loads: the shot waits for the skeletons to go (a failed call leaves one; shot anyway).
  await page
    .getByRole('dialog')
    .locator('[data-skeleton]')
    .first()
    .waitFor({ state: 'detached', timeout: 20_000 })
    .catch(() => undefined);
}
