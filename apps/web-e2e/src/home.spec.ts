import { expect, test } from '@playwright/test';
import { failGamesCalls, skipHomePopups } from './games-lobby';
import { startLoggedIn } from './shell-session';
import { firstItemOf, text } from './shell-text';

test.describe('home as a member (issue 12)', () => {
  test('shows the w_home banners (a promotion banner links its detail; turned from the keyboard, the next slides in whole and takes the focus), the vendor lanes, the hot games, recently played and the winners', async ({
    page,
    baseURL,
  }) => {
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
