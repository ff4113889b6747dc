import { expect, test, type Page } from '@playwright/test';
import { failGamesCalls, skipHomePopups } from './games-lobby';
import { startLoggedIn } from './shell-session';
import { firstItemOf, text } from './shell-text';

/**
 * No pop-up notice on home, checked once it would show: the ticker has the notices (the pop-ups come with them, in
 * the same announcements answer) and the network is idle (the pop-ups' chunk is in).
 */
async function expectNoPopups(page: Page) {
  await expect(page.getByRole('list', { name: text('home.winners') })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: text('home.notices') })
      .getByRole('button')
      .first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('complementary', { name: /Welcome to the sandbox|Responsible gaming/ })).toHaveCount(0);
}

test.describe('home as a member (issue 12)', () => {
  test('shows the w_home banners, the vendor lanes, the hot games, recently played and the winners', async ({ page, baseURL }) => {
    await skipHomePopups(page);
    await startLoggedIn(page, baseURL as string, 'vip');
    await page.goto('/');
    const carousel = page.getByRole('region', { name: text('home.banners') });
    await expect(carousel.getByRole('img', { name: 'Welcome bonus 100%' })).toBeVisible();
    await carousel.getByRole('button', { name: text('ui.carousel.next') }).click();
    await expect(carousel.getByRole('img', { name: 'Live casino week' })).toBeVisible();
    // A PROMOTION banner opens its promotion's detail page.
    await expect(carousel.getByRole('link')).toHaveAttribute('href', '/promoDetail?promotionId=502');
    // Turned by the keyboard from a banner's link, the focus follows to the next banner, which slides in whole: the
    // carousel never scrolls under its own slide (that offset stayed under every later turn).
    await carousel.getByRole('link').focus();
    await page.keyboard.press('ArrowRight');
    await expect(carousel.getByRole('link')).toBeFocused();
    const shownWhole = async () => {
      const [banner, region] = await Promise.all([
        carousel.getByRole('img', { name: 'Download the app' }).boundingBox(),
        carousel.boundingBox(),
      ]);
      return Boolean(banner && region && Math.abs(banner.x - region.x) < 1 && Math.abs(banner.width - region.width) < 1);
    };
    await expect.poll(shownWhole).toBe(true);
    expect(await carousel.evaluate((region) => region.scrollLeft)).toBe(0);

    await expect(page.getByRole('list', { name: text('nav.category.LIVE') }).getByRole('link', { name: 'Evolution' })).toHaveAttribute(
      'href',
      '/live?vassalage=EVO',
    );
    await expect(
      page.getByRole('list', { name: text('nav.category.COCKFIGHT') }).getByRole('link', { name: 'DS88 Cockfight' }),
    ).toBeVisible();
    await expect(firstItemOf(page, 'games.home.hot')).toBeVisible();
    await expect(firstItemOf(page, 'games.home.recent')).toBeVisible();
    await expect(firstItemOf(page, 'home.winners')).toBeVisible();
  });

  test('pop-up notices show once per session, and "don\'t show again today" keeps them away after a new session', async ({ page }) => {
    await page.goto('/');
    const popup = page.getByRole('complementary', { name: 'Welcome to the sandbox' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: text('home.popup.next') }).click();
    const second = page.getByRole('complementary', { name: 'Responsible gaming' });
    await second.getByLabel(text('home.popup.muteToday')).check();
    await second.getByRole('button', { name: text('home.popup.close') }).click();
    await expect(page.getByRole('complementary', { name: /Welcome to the sandbox|Responsible gaming/ })).toHaveCount(0);
    await page.reload();
    await expectNoPopups(page);
    // A new session the same day: muted.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expectNoPopups(page);
  });

  test('the notice ticker opens the notice modal', async ({ page }) => {
    await skipHomePopups(page);
    await page.goto('/');
    // The ticker never stands still, so the notice is chosen from the keyboard.
    await page
      .getByRole('region', { name: text('home.notices') })
      .getByRole('button')
      .first()
      .press('Enter');
    await expect(page.getByRole('dialog', { name: text('page.notice.title') })).toBeVisible();
  });
});

test.describe('home with every games call failing (issue 12)', () => {
  test('each games section shows the catalogued message with a retry, and the rest of the page works', async ({ page, baseURL }) => {
    await skipHomePopups(page);
    await startLoggedIn(page, baseURL as string, 'vip');
    const stop = await failGamesCalls(page);
    await page.goto('/');
    const hot = page.getByRole('region', { name: text('games.home.hot') });
    await expect(hot.getByRole('alert')).toContainText(text('error.unknown'));
    await expect(page.getByRole('region', { name: text('games.home.recent') }).getByRole('alert')).toContainText(text('error.unknown'));
    await expect(page.getByRole('region', { name: text('games.home.vendors') }).getByRole('alert')).toContainText(text('error.unknown'));
    // The rest stays usable: banners turn, winners show. Waiting for three alerts can outlast an
    // autoplay turn, so the slide that "next" brings is counted from the one showing after a pause.
    const carousel = page.getByRole('region', { name: text('home.banners') });
    await carousel.getByRole('button', { name: text('ui.carousel.pause') }).click();
    const showing = await carousel.getByRole('group').getAttribute('aria-label');
    const [current, count] = (showing ?? '').match(/\d+/g)?.map(Number) ?? [];
    await carousel.getByRole('button', { name: text('ui.carousel.next') }).click();
    await expect(carousel.getByRole('group')).toHaveAccessibleName(text('ui.carousel.slide', { index: (current % count) + 1, count }));
    await expect(firstItemOf(page, 'home.winners')).toBeVisible();
    // The retry fetches again once the calls work.
    await stop();
    await hot.getByRole('button', { name: text('ui.retry') }).click();
    await expect(firstItemOf(page, 'games.home.hot')).toBeVisible();
  });
});
