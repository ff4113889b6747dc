import { mkdirSync } from 'node:fs';
import { test } from '@playwright/test';
import { brandUnderTest, HOME_POPUPS_SEEN, openMemberCenter, openPage, seedMemberSession, texts } from './site-session';

/**
 * Screenshots for a designer's review of any pages (tools/gallery/review.config.ts): each page as a
 * guest and as a member, on a phone and a desktop, plus the member center. REVIEW_PAGES picks the
 * pages (comma-separated paths); the PNGs land in dist/review/<brand>/, each the page's first screen.
 */
const PAGES = (process.env['REVIEW_PAGES'] ?? '/,/rng,/promotions,/helpmc').split(',').filter(Boolean);
/** REVIEW_FULL_PAGE=1: the whole page (a lobby is tens of thousands of pixels long), not only its first screen. */
const FULL_PAGE = process.env['REVIEW_FULL_PAGE'] === '1';
const REVIEW_DIR = new URL('../../../dist/review', import.meta.url).pathname;
/** A cheap Android phone's width and a laptop's: what most players and most operators look at. */
const SCREENS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** A file name for a path: `/rng/slot?page=PG` → `rng-slot-page-PG`. */
const slug = (path: string) => path.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'home';

for (const [screen, viewport] of Object.entries(SCREENS)) {
  for (const role of ['guest', 'member'] as const) {
    test(`${screen}, ${role}: ${PAGES.join(' ')}${role === 'member' ? ' and the member center' : ''}`, async ({ browser, baseURL }) => {
      const { code, brand } = brandUnderTest();
      const phone = screen === 'phone';
      const dir = `${REVIEW_DIR}/${code}`;
      mkdirSync(dir, { recursive: true });
      const context = await browser.newContext({ baseURL, viewport, isMobile: phone, hasTouch: phone });
      await context.addInitScript((key) => sessionStorage.setItem(key, '1'), HOME_POPUPS_SEEN);
      const page = await context.newPage();
      const session = role === 'member' ? await seedMemberSession(page, baseURL ?? '', brand.merchantCode) : null;
      const shoot = (name: string) =>
        page.screenshot({ path: `${dir}/${name}-${role}-${screen}.png`, fullPage: FULL_PAGE, animations: 'disabled', caret: 'hide' });
      for (const path of PAGES) {
        await openPage(page, path);
        await shoot(slug(path));
      }
      if (session) {
        await openPage(page, '/');
        await openMemberCenter(page, { phone, t: texts(brand.defaultLanguage), userName: session.userName });
        await shoot('member-center');
      }
      await context.close();
    });
  }
}
