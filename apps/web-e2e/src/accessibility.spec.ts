import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { brandOrigin } from './brand-sites';
import { catalog } from './catalog';
import { skipHomePopups } from './games-lobby';
import { MEMBER_CENTER_MENU } from './member-center-menu';
import { accountMenu, startLoggedIn, type Role } from './shell-session';

/**
 * Lighthouse checks a guest's pages (`npm run bench:a11y`); these are a player's: every entry of the
 * member and agent centres, with the sandbox's data, in the right-to-left brand and the dark one.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's findings on the page as it is now, one line each: rule, impact, the first elements. `rules`: only these
 * (a rule axe leaves off by default, as target size).
 */
async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  // Evaluated by the browser's debugger, not as a script of the page, so the site's CSP stays whole; once a document.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (runOnly) => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: Document,
          options: { runOnly?: string[] },
        ) => Promise<{ violations: { id: string; impact: string; nodes: { html: string }[] }[] }>;
      };
    };
    const { violations } = await axe.run(document, runOnly ? { runOnly } : {});
    return violations.map(
      ({ id, impact, nodes }) =>
        `${id} (${impact}): ${nodes
          .slice(0, 2)
          .map((node) => node.html.slice(0, 120))
          .join(' · ')}`,
    );
  }, rules);
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
    // The page, not its chunk's placeholder (which fills <main> too, with no heading yet): scanned before, it lacked an h1.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
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

/**
 * Whether the focused element draws a ring of its own (`ring`; a visually hidden control, a chip's radio, draws its
 * ring on what shows it), and where it or its ring is cut off (`clipped`): an ancestor that scrolls or clips draws only
 * what lies inside its padding box, so a ring reaching past it shows in part, and an element the focus left partly
 * scrolled out of it shows in part itself (the site scrolls the keyboard's focus into view whole). Null when both are
 * whole. Waits for the scroll the focus set off.
 */
async function focusRing(page: Page): Promise<{ ring: boolean; clipped: string | null }> {
  return page.evaluate(async () => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return { ring: false, clipped: null };
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // A lane scrolls the focused tile into view smoothly: read the box once it stops moving.
    let box = element.getBoundingClientRect();
    for (let frames = 0; frames < 60; frames++) {
      await frame();
      const next = element.getBoundingClientRect();
      if (next.left === box.left && next.top === box.top) break;
      box = next;
    }
    const style = getComputedStyle(element);
    if (style.outlineStyle === 'none' || box.width <= 1 || box.height <= 1) return { ring: false, clipped: null };
    const reach = Math.max(0, parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth));
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(parent);
      if (overflowX === 'visible' && overflowY === 'visible') continue;
      const outer = parent.getBoundingClientRect();
      const left = outer.left + parent.clientLeft;
      const top = outer.top + parent.clientTop;
      const right = left + parent.clientWidth;
      const bottom = top + parent.clientHeight;
      const within = (grow: number) =>
        box.left - grow >= left - 0.5 &&
        box.top - grow >= top - 0.5 &&
        box.right + grow <= right + 0.5 &&
        box.bottom + grow <= bottom + 0.5;
      if (!within(reach)) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        const what = within(0) ? 'ring' : 'element';
        return {
          ring: true,
          clipped: `${element.tagName.toLowerCase()} "${name}": its ${what} by its ${parent.tagName.toLowerCase()} (overflow ${overflowX} ${overflowY})`,
        };
      }
    }
    return { ring: true, clipped: null };
  });
}

/** Most tab stops a walk takes: the home page's chrome, banners, lanes and footer fit well inside. */
const MOST_TAB_STOPS = 120;
/** The share of a walk's tab stops that must draw a ring of their own (the rest are visually hidden controls). */
const LEAST_RING_SHARE = 0.9;

test.describe('the keyboard focus ring is drawn whole, never cut off by a row that scrolls or clips', () => {
  for (const { name, brand, viewport } of [
    { name: 'phone, right to left', brand: 'desert-rose', viewport: { width: 390, height: 844 } },
    { name: 'desktop, dark', brand: 'mekong-star', viewport: { width: 1280, height: 800 } },
  ]) {
    test(`every tab stop of the home page, on a ${name} (${brand})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(brandOrigin(brand));
      await settled(page.getByRole('main'));
      const clipped = new Set<string>();
      let stops = 0;
      let rings = 0;
      for (; stops < MOST_TAB_STOPS; stops++) {
        await page.keyboard.press('Tab');
        // Past the last stop the focus leaves the page (or comes round to the first): the walk is done.
        const walked = await page.evaluate(() => {
          const element = document.activeElement;
          if (!element || element === document.body) return true;
          if (element.hasAttribute('data-first-stop')) return true;
          if (!document.querySelector('[data-first-stop]')) element.setAttribute('data-first-stop', '');
          return false;
        });
        if (walked) break;
        const found = await focusRing(page);
        if (found.ring) rings++;
        if (found.clipped) clipped.add(found.clipped);
      }
      expect(stops).toBeGreaterThan(10);
      // The rings were measured, not passed over: all but the few controls that draw theirs on what shows them.
      expect(rings).toBeGreaterThanOrEqual(stops * LEAST_RING_SHARE);
      expect([...clipped]).toEqual([]);
    });
  }
});

test.describe("home's moving notices (WCAG 2.5.8, Lighthouse's target size)", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('the pause button stays a whole target while a notice passes under it, leaving the window', async ({ page }) => {
    await skipHomePopups(page);
    await page.goto('/');
    const ticker = page.getByRole('region', { name: catalog('TY')['home.notices'] });
    const pause = ticker.getByRole('button', { name: catalog('TY')['ui.ticker.pause'] });
    await expect(pause).toBeVisible();
    // Stopped while the first notice passes under the whole button, where it leaves the window (the pause keeps its name).
    const straddles = async () => {
      const button = await pause.boundingBox();
      const first = await ticker.getByRole('listitem').first().boundingBox();
      return Boolean(button && first && first.x < button.x && first.x + first.width > button.x + button.width);
    };
    await expect.poll(straddles, { timeout: 15_000, intervals: [50] }).toBe(true);
    await pause.click();
    expect(await straddles()).toBe(true);
    expect(await axeViolations(page, ['target-size'])).toEqual([]);
  });
});
