import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { brandOrigin } from './brand-sites';
import { catalog } from './catalog';
import { MEMBER_CENTER_MENU } from './member-center-menu';
import { accountMenu, startLoggedIn, type Role } from './shell-session';

/**
 * Lighthouse checks a guest's pages (`npm run bench:a11y`); these are a player's: every entry of the
 * member and agent centres, with the sandbox's data, in the right-to-left brand and the dark one.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's findings on the page as it is now, one line each: rule, impact, the first elements. */
async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated by the browser's debugger, not as a script of the page, so the site's CSP stays whole; once a document.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document) => Promise<{ violations: { id: string; impact: string; nodes: { html: string }[] }[] }> };
    };
    const { violations } = await axe.run(document);
    return violations.map(
      ({ id, impact, nodes }) =>
        `${id} (${impact}): ${nodes
          .slice(0, 2)
          .map((node) => node.html.slice(0, 120))
          .join(' · ')}`,
    );
  });
}

/** Waits for a panel's data: its skeletons and busy parts gone. */
async function settled(panel: Locator) {
  await expect(panel).not.toBeEmpty();
  await expect(panel.locator('[data-skeleton], [aria-busy="true"]')).toHaveCount(0);
}

/** Spec §2's 12 agent centre entries but real-time salary, which agent_l1's contract does not enable. */
const AGENT_L1_ENTRY_COUNT = 11;

/** Opens a centre from the account menu and checks each of its entries in turn: how many there were, and what was found. */
async function checkEveryEntry(page: Page, brand: string, language: string, role: Role, account: string) {
  const t = catalog(language);
  await startLoggedIn(page, brandOrigin(brand), role);
  // Not the home page: its lanes are the guest pages' business, checked by Lighthouse.
  await page.goto(`${brandOrigin(brand)}/download`);
  await accountMenu(page, account).click();
  const [entryKey, titleKey] =
    role === 'agent' ? ['header.menu.agent', 'agent.center.title'] : ['header.menu.myAccount', 'member.center.title'];
  await page.getByRole('banner').getByRole('button', { name: t[entryKey], exact: true }).click();
  const center = page.getByRole('dialog', { name: t[titleKey] });
  // The centre's own entries, not the tabs an entry may hold.
  const tabs = center.getByRole('tablist', { name: t[titleKey] }).getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const found: string[] = [];
  const entries = await tabs.count();
  for (let index = 0; index < entries; index++) {
    await tabs.nth(index).click();
    // The entry's panel, the outer one when the entry holds tabs of its own.
    await settled(center.getByRole('tabpanel').first());
    for (const violation of await axeViolations(page)) found.push(`${await tabs.nth(index).innerText()}: ${violation}`);
  }
  return { entries, found };
}

test.describe("a player's screens pass axe-core's rules (WCAG 2.1 A and AA)", () => {
  // Each test walks a dozen entries or more with a scan each: on a busy two-core runner that passed the default 30 s.
  test.describe.configure({ timeout: 60_000 });
  test('every member centre entry and the responsible gaming page, right to left (desert-rose)', async ({ page }) => {
    const { entries, found } = await checkEveryEntry(page, 'desert-rose', 'EN', 'member', 'demo_member');
    expect(entries).toBe(MEMBER_CENTER_MENU.length);
    await page.goto(`${brandOrigin('desert-rose')}/responsibleGaming`);
    await settled(page.getByRole('main'));
    for (const violation of await axeViolations(page)) found.push(`/responsibleGaming: ${violation}`);
    expect(found).toEqual([]);
  });

  test('every agent centre entry, in the dark brand (mekong-star)', async ({ page }) => {
    const { entries, found } = await checkEveryEntry(page, 'mekong-star', 'TH', 'agent', 'agent_l1');
    expect(entries).toBe(AGENT_L1_ENTRY_COUNT);
    expect(found).toEqual([]);
  });
});
