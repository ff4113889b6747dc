import { expect, test, type Page } from '@playwright/test';
import { text } from './shell-text';

const navigation = (page: Page) => page.getByRole('navigation', { name: text('nav.label') });
const dropdown = (page: Page, categoryKey: string) =>
  navigation(page).getByRole('list', { name: text('nav.vendorsOf', { category: text(categoryKey) }) });

/** Spec §9: a drop-down shows at most this many vendors, then 'more'. */
const MAX_DROPDOWN_VENDORS = 13;

test.describe('the bottom navigation from the sandbox vendor lanes (spec §2, §3)', () => {
  test('lists Home, the categories with vendors, the inserted items, promotions and app download, in order', async ({ page }) => {
    await page.goto('/');
    const items = navigation(page).locator(':scope > ul > li > a');
    // DS88 is a cockfight vendor of the default brand, so it has the cockfight item rather than one after live.
    await expect(items).toHaveText([
      text('nav.home'),
      text('nav.category.LOTTERY'),
      text('nav.bingo'),
      'BGS Bingo',
      text('nav.category.LIVE'),
      text('nav.category.SPORTS'),
      text('nav.category.FISH'),
      text('nav.category.RNG'),
      text('nav.category.PVP'),
      text('nav.category.ESPORTS'),
      text('nav.category.COCKFIGHT'),
      text('nav.promotions'),
      text('nav.download'),
    ]);
  });

  test('YBG and BGS leave the slots drop-down; DS88, IMES and SV388 leave sports for cockfight and esports', async ({ page }) => {
    await page.goto('/');
    await navigation(page)
      .getByRole('link', { name: text('nav.category.RNG'), exact: true })
      .hover();
    const slots = dropdown(page, 'nav.category.RNG');
    await expect(slots).toBeVisible();
    await expect(slots.getByRole('link', { name: 'PG Soft' })).toBeVisible();
    await expect(slots.getByRole('link', { name: 'YB Games' })).toHaveCount(0);
    await expect(slots.getByRole('link', { name: 'BGS Bingo' })).toHaveCount(0);

    await navigation(page)
      .getByRole('link', { name: text('nav.category.SPORTS'), exact: true })
      .hover();
    const sports = dropdown(page, 'nav.category.SPORTS');
    await expect(sports.getByRole('link', { name: 'SABA Sports' })).toBeVisible();
    await expect(sports.getByRole('link', { name: /DS88|IMES|SV388/ })).toHaveCount(0);

    await navigation(page)
      .getByRole('link', { name: text('nav.category.COCKFIGHT'), exact: true })
      .hover();
    await expect(dropdown(page, 'nav.category.COCKFIGHT').getByRole('link')).toHaveText(['DS88 Cockfight']);
  });

  test('a vendor of live opens /live?vassalage=…, a sports vendor the game page with its parameter', async ({ page }) => {
    await page.goto('/');
    await navigation(page)
      .getByRole('link', { name: text('nav.category.LIVE'), exact: true })
      .hover();
    await dropdown(page, 'nav.category.LIVE').getByRole('link', { name: 'Evolution' }).click();
    await expect(page).toHaveURL(/\/live\?vassalage=EVO$/);
    await navigation(page)
      .getByRole('link', { name: text('nav.category.SPORTS'), exact: true })
      .hover();
    await dropdown(page, 'nav.category.SPORTS').getByRole('link', { name: 'SABA Sports' }).click();
    await expect(page).toHaveURL(/\/sports\/SABA$/);
  });
});

test.describe('a category with more than 13 vendors (spec §2, §9)', () => {
  test('drops down the first 13, then More to the category page', async ({ page }) => {
    // The merchant serves 16 more slot vendors than the sandbox seeds.
    await page.route('**/wps/relay/GCSGAME_newGameVendor*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const rng = body.value.data.lanes.find((lane: { title: string }) => lane.title === 'RNG');
      const template = rng.cards[0];
      for (let index = 1; index <= 16; index += 1) {
        rng.cards.push({
          ...template,
          accountTypeId: 9000 + index,
          vassalage: `EXTRA${index}`,
          accountTypeName: `EXTRA${index}`,
          displayName: `Extra Slots ${index}`,
        });
      }
      await route.fulfill({ response, json: body });
    });
    await page.goto('/');
    await navigation(page)
      .getByRole('link', { name: text('nav.category.RNG'), exact: true })
      .hover();
    const slots = dropdown(page, 'nav.category.RNG');
    const links = slots.getByRole('link');
    await expect(links).toHaveCount(MAX_DROPDOWN_VENDORS + 1);
    await expect(links.last()).toHaveText(text('nav.more'));
    await expect(slots.getByRole('link', { name: 'Extra Slots 16' })).toHaveCount(0);
    await links.last().click();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(page.getByRole('heading', { level: 1, name: text('nav.category.RNG') })).toBeVisible();
  });
});
