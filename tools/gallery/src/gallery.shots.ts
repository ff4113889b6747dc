import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { directionOf } from '@wl/i18n/languages';
import { GALLERY_DIR, VIEWPORTS, type ShotRecord, type ViewportName } from './gallery-layout';
import { brandUnderTest, HOME_POPUPS_SEEN, openMemberCenter, openPage as open, seedMemberSession, texts } from './site-session';

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
    await openMemberCenter(member, { phone, t, userName: session.userName });
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
