import { expect, test, type Page } from '@playwright/test';
import { text } from './shell-text';

const navigation = (page: Page) => page.getByRole('navigation', { name: text('nav.label') });
const dropdown = (page: Page, categoryKey: string) =>
  navigation(page).getByRole('list', { name: text('nav.vendorsOf', { category: text(categoryKey) }) });

/**
 * Shows a category's vendor drop-down wherever the bar put the category: under its own item, or,
 * when the item did not fit the bar's line, beside its entry in the More menu.
 */
async function showVendorsOf(page: Page, categoryKey: string) {
  const name = text(categoryKey);
  await expect(async () => {
    if (!(await navigation(page).getByRole('link', { name, exact: true }).isVisible())) {
      await navigation(page)
        .getByRole('button', { name: text('nav.more') })
        .hover({ timeout: 1000 });
    }
    await navigation(page).getByRole('link', { name, exact: true }).hover({ timeout: 1000 });
    await expect(dropdown(page, categoryKey)).toBeVisible({ timeout: 1000 });
  }).toPass();
}

/** Spec §9: a drop-down shows at most this many vendors, then 'more'. */
const MAX_DROPDOWN_VENDORS = 13;

test.describe('the bottom navigation from the sandbox vendor lanes (spec §2, §3)', () => {
  test('lists Home, the categories with vendors, the inserted items, promotions and app download, in order', async ({ page }) => {
    await page.goto('/');
    // At 1280 px the items the bar's line cannot hold continue, in order, under More.
    await navigation(page)
      .getByRole('button', { name: text('nav.more') })
      .click();
    const items = navigation(page).locator('a:visible');
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
    await showVendorsOf(page, 'nav.category.RNG');
    const slots = dropdown(page, 'nav.category.RNG');
    await expect(slots.getByRole('link', { name: 'PG Soft' })).toBeVisible();
    await expect(slots.getByRole('link', { name: 'YB Games' })).toHaveCount(0);
    await expect(slots.getByRole('link', { name: 'BGS Bingo' })).toHaveCount(0);

    await showVendorsOf(page, 'nav.category.SPORTS');
    const sports = dropdown(page, 'nav.category.SPORTS');
    await expect(sports.getByRole('link', { name: 'SABA Sports' })).toBeVisible();
    await expect(sports.getByRole('link', { name: /DS88|IMES|SV388/ })).toHaveCount(0);

    await showVendorsOf(page, 'nav.category.COCKFIGHT');
    await expect(dropdown(page, 'nav.category.COCKFIGHT').getByRole('link')).toHaveText(['DS88 Cockfight']);
  });

  test('a vendor of live opens /live?vassalage=…, a sports vendor the game page with its parameter', async ({ page }) => {
    await page.goto('/');
    await showVendorsOf(page, 'nav.category.LIVE');
    await dropdown(page, 'nav.category.LIVE').getByRole('link', { name: 'Evolution' }).click();
    await expect(page).toHaveURL(/\/live\?vassalage=EVO$/);
    await showVendorsOf(page, 'nav.category.SPORTS');
    await dropdown(page, 'nav.category.SPORTS').getByRole('link', { name: 'SABA Sports' }).click();
    await expect(page).toHaveURL(/\/sports\/SABA$/);
  });
});

test.describe('a desktop bar of more categories than its line holds (1280 px)', () => {
  test('keeps to one line; the entries under More open their pages, and the menu closes', async ({ page }) => {
    await page.goto('/');
    const more = navigation(page).getByRole('button', { name: text('nav.more') });
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const [bar, home] = await Promise.all([
      navigation(page).boundingBox(),
      navigation(page)
        .getByRole('link', { name: text('nav.home') })
        .boundingBox(),
    ]);
    expect(bar?.height).toBeLessThan(2 * (home?.height ?? 0));
    // The buttons that fly an entry's vendors out are whole targets (WCAG 2.5.8: 24 px), not a chevron's width.
    const menu = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
    const toggleWidths = await menu
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().width));
    expect(toggleWidths.length).toBeGreaterThan(0);
    expect(Math.min(...toggleWidths)).toBeGreaterThanOrEqual(24);
    await navigation(page)
      .getByRole('link', { name: text('nav.download'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/download$/);
    await expect(more).toHaveAttribute('aria-expanded', 'false');
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
    await showVendorsOf(page, 'nav.category.RNG');
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
