import { expect, test } from '@playwright/test';
import { brandOrigin, DEFAULT_ORIGIN } from './brand-sites';
import { PHONE } from './layout-check';
import { startLoggedIn } from './shell-session';

/** The default brand, a dark one and a right-to-left one. */
const BRANDS = [
  { code: 'default', baseUrl: DEFAULT_ORIGIN },
  { code: 'mekong-star', baseUrl: brandOrigin('mekong-star') },
  { code: 'desert-rose', baseUrl: brandOrigin('desert-rose') },
];

test.describe("responsible gaming: the session's elapsed time on a phone", () => {
  test.use({ viewport: PHONE });

  for (const brand of BRANDS) {
    test(`${brand.code}: the session clock sits in the phone header's one row at 360 px, and the header does not grow`, async ({
      page,
    }) => {
      // The page's clock, to move it on a minute: the session clock says hours and minutes.
      await page.clock.install();
      await startLoggedIn(page, brand.baseUrl, 'member');
      // Not the home page, whose pop-up notices would cover the header.
      await page.goto(`${brand.baseUrl}/download`);
      const banner = page.getByRole('banner');
      const clock = banner.getByRole('link', { name: /\d+:\d\d\b/ });
      await expect(clock).toBeVisible();
      // The clock ticks: the elapsed time is live, not a snapshot.
      const first = await clock.getAttribute('aria-label');
      await page.clock.fastForward('01:01');
      await expect(clock).not.toHaveAttribute('aria-label', first ?? '', { timeout: 3000 });

      const layout = () =>
        page.evaluate(() => ({
          header: document.querySelector('header')?.getBoundingClientRect().height ?? 0,
          scrollWidth: document.documentElement.scrollWidth,
        }));
      const withClock = await layout();
      // Where the row is too narrow for the whole balance, it is cut at its end (an amount reads left to right in every direction).
      await expect(banner.locator('output')).toHaveCSS('direction', 'ltr');
      const box = await clock.boundingBox();
      await clock.evaluate((element) => ((element as HTMLElement).style.display = 'none'));
      const withoutClock = await layout();

      expect(withClock.header).toBe(withoutClock.header);
      expect(withClock.scrollWidth).toBeLessThanOrEqual(PHONE.width);
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
      // A target a finger can hit (WCAG 2.2: 24 × 24).
      expect(box && box.width >= 24 && box.height >= 24).toBe(true);
    });
  }
});
