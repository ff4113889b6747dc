import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusVisibleStyle, renderWithProviders, styleDeclarationsFor, testBrand, testTheme, withoutDirPseudoClass } from '@wl/testing';
import { GameNavigation } from './game-navigation';
import { buildNavigation, type NavLane } from './nav-rules';

/** A brand that moves no sports vendor to esports or cockfight. */
const noMovedVendors = { ...testBrand, esportsVendors: [], cockfightVendors: [] };

const rng: NavLane = {
  title: 'RNG',
  cards: Array.from({ length: 15 }, (_, i) => ({ vassalage: `S${i + 1}`, displayName: `Slot ${i + 1}`, accountTypeName: `S${i + 1}` })),
};

/** A category's vendor list, found from the button that opens it (hidden until then, so it has no accessible name). */
function vendorsOf(within: HTMLElement, category: string): HTMLElement {
  const toggle = Array.from(within.querySelectorAll('button')).find(
    (button) => button.getAttribute('aria-label') === `${category} vendors`,
  );
  const list = document.getElementById(toggle?.getAttribute('aria-controls') ?? '');
  if (!list) throw new Error(`No vendor list for ${category}`);
  return list;
}

describe('the bottom navigation', () => {
  it('is a navigation landmark whose (hover) drop-down lists 13 vendors, then More to the category page', async () => {
    renderWithProviders(<GameNavigation items={buildNavigation([rng], noMovedVendors)} />);
    const nav = await screen.findByRole('navigation', { name: 'Game navigation' });
    const dropdown = vendorsOf(nav, 'Slots');
    expect(dropdown).toHaveAttribute('aria-label', 'Slots vendors');
    const links = within(dropdown).getAllByRole('link', { hidden: true });
    expect(links).toHaveLength(14);
    expect(links[0]).toHaveAttribute('href', '/rng?vassalage=S1');
    expect(links[13]).toHaveTextContent('More');
    expect(links[13]).toHaveAttribute('href', '/rng');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
    expect(within(nav).getByRole('link', { name: 'App download' })).toHaveAttribute('href', '/download');
  });

  it("a drop-down's vendor links draw the theme's focus ring for the keyboard, not only a faint background (WCAG 2.4.7)", async () => {
    renderWithProviders(<GameNavigation items={buildNavigation([rng], noMovedVendors)} />);
    const nav = await screen.findByRole('navigation', { name: 'Game navigation' });
    for (const link of within(vendorsOf(nav, 'Slots')).getAllByRole('link', { hidden: true }))
      expect(focusVisibleStyle(link)).toContain(`outline:${testTheme.focusRing.width} solid ${testTheme.colors.focus}`);
  });

  it('Tab passes a category with one button for its vendors, which opens them, and Escape closes them back to it', async () => {
    renderWithProviders(<GameNavigation items={buildNavigation([rng], noMovedVendors)} />);
    const nav = await screen.findByRole('navigation', { name: 'Game navigation' });
    const slots = within(nav).getByRole('link', { name: 'Slots' });
    const toggle = within(nav).getByRole('button', { name: 'Slots vendors' });
    const dropdown = vendorsOf(nav, 'Slots');

    slots.focus();
    await userEvent.tab();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Focus alone opens nothing: the next Tab leaves the category, not into its 14 links.
    expect(dropdown.closest('li')).not.toHaveAttribute('data-open');

    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(dropdown.closest('li')).toHaveAttribute('data-open');
    await userEvent.tab();
    expect(within(dropdown).getByRole('link', { name: 'Slot 1' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('Escape hides a list hovering opened, wherever the focus is, until the pointer leaves the category (WCAG 1.4.13)', async () => {
    renderWithProviders(<GameNavigation items={buildNavigation([rng], noMovedVendors)} />);
    const nav = await screen.findByRole('navigation', { name: 'Game navigation' });
    const slots = within(nav).getByRole('link', { name: 'Slots' });
    const dropdown = vendorsOf(nav, 'Slots');

    await userEvent.hover(slots);
    expect(dropdown).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(dropdown).not.toBeVisible();
    // The pointer moving within the category does not bring it back.
    await userEvent.hover(within(nav).getByRole('button', { name: 'Slots vendors' }));
    expect(dropdown).not.toBeVisible();

    await userEvent.unhover(slots);
    await userEvent.hover(slots);
    expect(dropdown).toBeVisible();
  });

  it('Escape closes a list its button opened back to the button, hidden though the pointer still rests on the category', async () => {
    renderWithProviders(<GameNavigation items={buildNavigation([rng], noMovedVendors)} />);
    const nav = await screen.findByRole('navigation', { name: 'Game navigation' });
    const toggle = within(nav).getByRole('button', { name: 'Slots vendors' });
    const dropdown = vendorsOf(nav, 'Slots');
    await userEvent.click(toggle);
    expect(dropdown).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(dropdown).not.toBeVisible();
  });

  it('choosing a vendor closes its list, back to the button, instead of leaving it open over the page it opened', async () => {
    renderWithProviders(<GameNavigation items={buildNavigation([rng], noMovedVendors)} />);
    const nav = await screen.findByRole('navigation', { name: 'Game navigation' });
    const toggle = within(nav).getByRole('button', { name: 'Slots vendors' });
    const dropdown = vendorsOf(nav, 'Slots');
    await userEvent.click(toggle);
    expect(dropdown.closest('li')).toHaveAttribute('data-open');
    within(dropdown).getByRole('link', { name: 'Slot 2' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(dropdown.closest('li')).not.toHaveAttribute('data-open');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('on a phone is one row of category chips with no vendor drop-downs (a phone cannot hover)', async () => {
    renderWithProviders(<GameNavigation items={buildNavigation([rng], noMovedVendors)} variant="chips" />);
    const nav = await screen.findByRole('navigation', { name: 'Game navigation' });
    expect(within(nav).getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/rng');
    expect(within(nav).queryByLabelText('Slots vendors')).not.toBeInTheDocument();
    expect(
      within(nav)
        .queryAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).not.toContain('Slot 1');
  });

  it('on a phone the chips row does not snap: snapping pulled the chosen chip, scrolled into view, back to be cut at the edge', async () => {
    renderWithProviders(<GameNavigation items={buildNavigation([rng], noMovedVendors)} variant="chips" />);
    const nav = await screen.findByRole('navigation', { name: 'Game navigation' });
    const row = within(nav).getByRole('list');
    const declarations = [row, ...within(row).getAllByRole('listitem')].flatMap((element) => styleDeclarationsFor(element));
    expect(declarations.filter((declaration) => declaration.startsWith('scroll-snap'))).toEqual([]);
  });

  it('on a phone each category chip is a thumb’s target (44px), as every other chip is', async () => {
    renderWithProviders(<GameNavigation items={buildNavigation([rng], noMovedVendors)} variant="chips" />);
    const nav = await screen.findByRole('navigation', { name: 'Game navigation' });
    expect(styleDeclarationsFor(within(nav).getByRole('link', { name: 'Slots' }))).toContain(`min-height:${testTheme.size.touch}`);
  });
});

/** Fifteen live vendors, so the list ends in More (to `/live`), Evolution among them; DS88 has an item of its own. */
const live: NavLane = {
  title: 'LIVE',
  cards: [
    { vassalage: 'EVO', displayName: 'Evolution', accountTypeName: 'EVO' },
    ...Array.from({ length: 14 }, (_, i) => ({ vassalage: `L${i + 1}`, displayName: `Live ${i + 1}`, accountTypeName: `L${i + 1}` })),
  ],
};
const sports: NavLane = {
  title: 'SPORTS',
  cards: [
    { vassalage: 'SABA', displayName: 'SABA Sports', accountTypeName: 'SABA' },
    { vassalage: 'DS88', displayName: 'DS88 Cockfight', accountTypeName: 'DS88' },
  ],
};
const lobbyItems = () => buildNavigation([live, sports], noMovedVendors);
const currentPages = (nav: HTMLElement) => within(nav).queryAllByRole('link', { current: 'page' });

describe('only the link naming the page shown, path and vendor, is the current page', () => {
  it("on a vendor's lobby, its link alone, not its category's other vendors or More; the category is the current section", async () => {
    renderWithProviders(<GameNavigation items={lobbyItems()} />, { route: '/live?vassalage=EVO' });
    const nav = await screen.findByRole('navigation', { name: 'Game navigation' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Live casino vendors' }));
    expect(within(vendorsOf(nav, 'Live casino')).getByRole('link', { name: 'More' })).toBeVisible();
    const current = currentPages(nav);
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAccessibleName('Evolution');
    const category = within(nav).getByRole('link', { name: 'Live casino' });
    expect(category).toHaveAttribute('aria-current', 'true');
    expect(category).toHaveClass('active');
  });

  it('on DS88’s page, its item alone, not sports too', async () => {
    renderWithProviders(<GameNavigation items={lobbyItems()} />, { route: '/sports/DS88' });
    const nav = await screen.findByRole('navigation', { name: 'Game navigation' });
    const current = currentPages(nav);
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAccessibleName('DS88 Cockfight');
    expect(within(nav).getByRole('link', { name: 'Sports' })).not.toHaveAttribute('aria-current');
  });

  it('on a phone, one chip: its category’s on a vendor’s lobby, DS88’s alone on its page', async () => {
    const { unmount } = renderWithProviders(<GameNavigation items={lobbyItems()} variant="chips" />, { route: '/live?vassalage=EVO' });
    const lobby = await screen.findByRole('navigation', { name: 'Game navigation' });
    expect(currentPages(lobby).map((link) => link.textContent)).toEqual(['Live casino']);
    unmount();
    renderWithProviders(<GameNavigation items={lobbyItems()} variant="chips" />, { route: '/sports/DS88' });
    const ds88 = await screen.findByRole('navigation', { name: 'Game navigation' });
    expect(currentPages(ds88).map((link) => link.textContent)).toEqual(['DS88 Cockfight']);
  });
});

describe('home’s aliases (spec §2: /home, /index, /index.html) are home’s page', () => {
  it.each(['/home', '/INDEX', '/index.html'])('on %s, home is the current page in the bar and in the chips', async (route) => {
    const { unmount } = renderWithProviders(<GameNavigation items={lobbyItems()} />, { route });
    const bar = await screen.findByRole('navigation', { name: 'Game navigation' });
    expect(currentPages(bar).map((link) => link.textContent)).toEqual(['Home']);
    unmount();
    renderWithProviders(<GameNavigation items={lobbyItems()} variant="chips" />, { route });
    const chips = await screen.findByRole('navigation', { name: 'Game navigation' });
    expect(currentPages(chips).map((link) => link.textContent)).toEqual(['Home']);
  });
});

/**
 * jsdom lays nothing out: the bar's line is `lineWidth` wide, every item and More 100 px, and a
 * resize observer reports once, after the layout its observing started in.
 */
function layOutBar(lineWidth: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: () => void) {}
      observe() {
        queueMicrotask(() => this.report());
      }
      disconnect() {
        // Nothing to stop: the one report has been queued.
      }
    },
  );
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return DOMRect.fromRect({ width: this.matches('nav > div > div') ? lineWidth : 100, height: 48 });
  });
}

describe('the desktop bar keeps to one line', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  const items = () => buildNavigation([rng], noMovedVendors);

  it('moves the items that do not fit to a More menu at its end, in order, each to its page with its vendors beside it', async () => {
    // Four items of 100 px on a 250 px line: beside More, only Home stays.
    layOutBar(250);
    renderWithProviders(<GameNavigation items={items()} />);
    const nav = await screen.findByRole('navigation', { name: 'Game navigation' });
    const more = await within(nav).findByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(more.getAttribute('aria-controls') ?? '');
    const entries = within(menu as HTMLElement)
      .getAllByRole('listitem')
      .filter((entry) => entry.parentElement === menu);
    expect(entries.map((entry) => [entry.firstElementChild?.textContent, entry.firstElementChild?.getAttribute('href')])).toEqual([
      ['Slots', '/rng'],
      ['Promotions', '/promotions'],
      ['App download', '/download'],
    ]);
    expect(vendorsOf(entries[0], 'Slots').querySelectorAll('a')).toHaveLength(14);

    await userEvent.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
  });

  it('choosing a vendor beside a More entry closes the More menu, back to its button', async () => {
    layOutBar(250);
    renderWithProviders(<GameNavigation items={items()} />);
    const nav = await screen.findByRole('navigation', { name: 'Game navigation' });
    const more = await within(nav).findByRole('button', { name: 'More' });
    await userEvent.click(more);
    const menu = document.getElementById(more.getAttribute('aria-controls') ?? '') as HTMLElement;
    await userEvent.click(within(menu).getByRole('button', { name: 'Slots vendors' }));
    within(vendorsOf(menu, 'Slots')).getByRole('link', { name: 'Slot 2' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
  });

  it('Escape hides the More menu hovering opened until the pointer leaves it (WCAG 1.4.13)', async () => {
    layOutBar(250);
    renderWithProviders(<GameNavigation items={items()} />);
    const nav = await screen.findByRole('navigation', { name: 'Game navigation' });
    const more = await within(nav).findByRole('button', { name: 'More' });
    const menu = document.getElementById(more.getAttribute('aria-controls') ?? '') as HTMLElement;
    await userEvent.hover(more);
    expect(menu).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(menu).not.toBeVisible();
    await userEvent.unhover(more);
    await userEvent.hover(more);
    expect(menu).toBeVisible();
  });

  it('marks More as the current entry when the page shown is one it holds', async () => {
    layOutBar(250);
    renderWithProviders(<GameNavigation items={items()} />, { route: '/rng?vassalage=S3' });
    expect(await screen.findByRole('button', { name: 'More' })).toHaveClass('active');
  });

  it.each([
    ['EN', 'rotate(90deg)'],
    ['AR', 'rotate(-90deg)'],
  ] as const)('in %s (<html dir> set by the site) a More entry’s chevron points where its vendors fly out', async (language, transform) => {
    layOutBar(250);
    renderWithProviders(<GameNavigation items={items()} />, { language });
    const more = await screen.findByRole('button', { name: 'More' });
    await userEvent.click(more);
    const menu = document.getElementById(more.getAttribute('aria-controls') ?? '') as HTMLElement;
    const chevron = within(menu).getByRole('button', { name: 'Slots vendors' }).querySelector('svg') as SVGElement;
    withoutDirPseudoClass();
    expect(getComputedStyle(chevron).transform).toBe(transform);
  });

  it('has no More menu when every item fits', async () => {
    layOutBar(400);
    renderWithProviders(<GameNavigation items={items()} />);
    const nav = await screen.findByRole('navigation', { name: 'Game navigation' });
    await act(() => Promise.resolve()); // the observer's report
    expect(within(nav).getByRole('link', { name: 'App download' })).toBeVisible();
    expect(within(nav).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });
});
