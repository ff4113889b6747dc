import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PNG_1PX } from './images';
import { untilPageSettles } from './page-settled';
import { freshUsername, registerAccount, startLoggedIn } from './shell-session';
import { text } from './shell-text';

/**
 * Operator HTML is hostile in the sandbox on purpose (script tags, handlers, javascript: links,
 * frames, forms): a page that shows it must run none of it. Every alert() the payloads try would
 * surface as a dialog; a javascript: or phishing link followed would navigate.
 */
function watchForAttacks(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

const noticeList = (page: Page) => page.getByRole('list', { name: text('notice.list') });

test.describe('notices (spec §2)', () => {
  test('hostile notice bodies run no script, open no dialog and navigate nowhere', async ({ page }) => {
    const dialogs = watchForAttacks(page);
    // An off-site link's tab is not followed (the sandbox has no such site): only the notice's own tab is watched.
    page.on('popup', (popup) => void popup.close());
    await page.goto('/noticePage');
    const items = noticeList(page).getByRole('button');
    await expect(items).toHaveCount(9);
    // The first ten notices carry the hostile bodies: open each, and click what they offer.
    for (let i = 0; i < 10; i++) {
      if (i === 9) await page.getByRole('button', { name: text('ui.pager.next') }).click();
      await items.nth(i % 9).click();
      const body = page.getByRole('article');
      await expect(body.getByRole('heading', { name: new RegExp(`Notice ${i + 1}:`) })).toBeVisible();
      // Clicked as a player would: a link that leads off the site opens its own tab; this one stays on the notice, checked
      // once whatever the click set off has had its time (a navigation, a script).
      for (const link of await body.getByRole('link').all()) {
        await link.click();
        await untilPageSettles(page);
        await expect(page).toHaveURL(/\/noticePage/);
        await expect(body.getByRole('heading', { name: new RegExp(`Notice ${i + 1}:`) })).toBeVisible();
      }
      await expect(
        body.locator('script, iframe, object, form, style, svg, a[href^="javascript:" i], [onerror], [onclick], [onload], [onmouseover]'),
      ).toHaveCount(0);
    }
    await untilPageSettles(page);
    await expect(page).toHaveURL(/\/noticePage/);
    expect(dialogs).toEqual([]);
  });

  test('hostile HTML in the home pop-up and the notice modal runs no script and opens no dialog', async ({ page }) => {
    const dialogs = watchForAttacks(page);
    await page.goto('/');
    // The first pop-up's body carries an <img onerror=alert()>.
    const popup = page.getByRole('complementary', { name: 'Welcome to the sandbox' });
    await expect(popup.getByText('Every account and game here is fake.')).toBeVisible();
    await expect(popup.locator('[onerror], script')).toHaveCount(0);
    await popup.getByRole('button', { name: text('home.popup.next') }).click();
    await page
      .getByRole('complementary', { name: 'Responsible gaming' })
      .getByRole('button', { name: text('home.popup.close') })
      .click();
    // The ticker opens the notice modal; the list's first notices carry the hostile bodies (its first button pauses it).
    await page
      .getByRole('region', { name: text('home.notices') })
      .getByRole('list')
      .getByRole('button')
      .first()
      .press('Enter');
    const modal = page.getByRole('dialog', { name: text('page.notice.title') });
    for (const title of [/Notice 1:/, /Notice 2:/, /Notice 3:/]) {
      await modal.getByRole('button', { name: title }).click();
      await expect(modal.getByRole('heading', { name: title })).toBeVisible();
      await expect(modal.locator('script, iframe, object, form, [onerror], [onclick], [onload]')).toHaveCount(0);
    }
    await expect(page).toHaveURL(/\/$/);
    expect(dialogs).toEqual([]);
  });

  test('on a phone, a notice the player opens comes into view, under the list and pager before it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/noticePage');
    await page.getByRole('button', { name: /^Notice 2:/ }).click();
    const heading = page.getByRole('article').getByRole('heading', { name: /^Notice 2:/ });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page).toHaveURL(/[?&]id=\d+/);
  });
});

test.describe('promotions (spec §2, §4, §5)', () => {
  /** Files from disk: an in-memory buffer reaches the page through a blob: fetch that the site's CSP (rightly) refuses. */
  const png = (name: string, bytes = PNG_1PX) => {
    const path = test.info().outputPath(name);
    writeFileSync(path, bytes);
    return path;
  };

  /** A player of the test's own: applying moves the promotion on for good, and a retry must find it to join again. */
  async function joinSlotTournament(page: Page, baseURL: string) {
    await startLoggedIn(page, baseURL, await registerAccount(baseURL, freshUsername('promo'), 'Promo#2024'));
    await page.goto('/promoDetail?promotionId=503');
    await page.getByRole('button', { name: text('promotion.join') }).click();
    await expect(page.getByText(text('promotion.status.joined'))).toBeVisible();
  }

  test('lists promotions by category', async ({ page }) => {
    await page.goto('/promotions');
    await expect(page.getByRole('heading', { name: 'Welcome bonus 100%' })).toBeVisible();
    await page.locator('label', { has: page.getByRole('radio', { name: text('promotion.category.tournament') }) }).click();
    await expect(page.getByRole('heading', { name: 'Slot tournament' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome bonus 100%' })).toHaveCount(0);
  });

  test('an application breaking a rule is refused with its message and nothing is sent; three valid images are sent', async ({
    page,
    baseURL,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('MCSFE_signUpPromotionApply')) sent.push(request.url());
    });
    await joinSlotTournament(page, baseURL ?? '');
    const images = page.getByLabel(text('promotion.apply.images', { max: 3 }));
    const submit = page.getByRole('button', { name: text('promotion.apply.submit') });

    // Images are refused at the picker, before any Send, and none of a refused pick is added.
    await images.setInputFiles([png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    await expect(page.getByText(text('promotion.apply.error.tooManyImages', { max: 3 }))).toBeVisible();
    await images.setInputFiles(png('big.png', Buffer.concat([PNG_1PX, Buffer.alloc(6 * 1024 * 1024)])));
    await expect(page.getByText(text('promotion.apply.error.imageTooLarge', { name: 'big.png', maxMegabytes: 5 }))).toBeVisible();
    await expect(page.getByRole('img', { name: /\.png$/ })).toHaveCount(0);

    await page.getByLabel(text('promotion.apply.comment')).fill('x'.repeat(141));
    await submit.click();
    await expect(page.getByText(text('promotion.apply.error.commentTooLong', { max: 140 }))).toBeVisible();
    expect(sent).toEqual([]);

    await page.getByLabel(text('promotion.apply.comment')).fill('My three best wins');
    await images.setInputFiles([png('1.png'), png('2.png'), png('3.png')]);
    await expect(page.getByRole('img', { name: /^\d\.png$/ })).toHaveCount(3);
    await submit.click();
    await expect(page.getByText(text('promotion.apply.sent'))).toBeVisible();
    expect(sent).toHaveLength(1);
  });
});
