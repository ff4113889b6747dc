import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubViewport } from '@wl/testing/vitest';
import { renderWithProviders, styleDeclarationsFor, testTheme, withoutDirPseudoClass } from '@wl/testing';
import { Ticker } from './ticker';

const items = [
  { key: 1, content: 'ana*** won ¥1,200.00' },
  { key: 2, content: 'bud*** won ¥86.50' },
];

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

/** The animation an element runs, if any. jsdom does not expand the `animation` shorthand, so both are read. */
function animationOf(element: Element) {
  const { animationName, animation } = getComputedStyle(element);
  const name = animationName && animationName !== 'none' ? animationName : animation.split(' ')[0];
  return name && name !== 'none' ? name : undefined;
}

describe('Ticker', () => {
  it('reads each item once although the running belt draws them twice', async () => {
    prefersReducedMotion(false);
    renderWithProviders(<Ticker label="Latest winners" items={items} />);
    const ticker = await screen.findByRole('region', { name: 'Latest winners' });
    expect(within(ticker).getAllByRole('listitem')).toHaveLength(2);
    expect(within(ticker).getAllByRole('listitem', { hidden: true })).toHaveLength(4);
    // The belt, the lists' parent, carries the animation: what the still case below must find on no element.
    expect(animationOf(within(ticker).getAllByRole('list')[0]?.parentElement as HTMLElement)).toBeDefined();
  });

  it('is a still list with reduced motion', async () => {
    prefersReducedMotion(true);
    renderWithProviders(<Ticker label="Latest winners" items={items} />);
    const ticker = await screen.findByRole('region', { name: 'Latest winners' });
    expect(within(ticker).getAllByRole('listitem', { hidden: true })).toHaveLength(2);
    const animated = [ticker, ...ticker.querySelectorAll('*')].filter((element) => animationOf(element));
    expect(animated).toEqual([]);
  });

  it('with reduced motion stays one line the player scrolls sideways, not a column of every item (a bar as tall as a page)', async () => {
    prefersReducedMotion(true);
    renderWithProviders(<Ticker label="Announcements" items={items} />);
    const list = within(await screen.findByRole('region', { name: 'Announcements' })).getByRole('list');
    const declarations = styleDeclarationsFor(list);
    expect(declarations).toContain('white-space:nowrap');
    expect(declarations).toContain('overflow-x:auto');
    expect(declarations).not.toContain('flex-direction:column');
  });

  it('WCAG 2.2.2: a button pauses it for as long as the player wants, not only while pointed at (touch players)', async () => {
    prefersReducedMotion(false);
    renderWithProviders(<Ticker label="Latest winners" items={items} />);
    const ticker = await screen.findByRole('region', { name: 'Latest winners' });
    const belt = within(ticker).getAllByRole('list')[0]?.parentElement as HTMLElement;
    const pause = within(ticker).getByRole('button', { name: 'Pause scrolling' });
    const press = async () => {
      await userEvent.click(pause);
      // Pointing at it or focus in it pauses it anyway: what counts is the state once both have left.
      await userEvent.unhover(ticker);
      pause.blur();
    };
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    expect(getComputedStyle(belt).animationPlayState).toBe('running');
    await press();
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(getComputedStyle(belt).animationPlayState).toBe('paused');
    await press();
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    expect(getComputedStyle(belt).animationPlayState).toBe('running');
  });

  it('stops while it is scrolled off the screen, and runs again once it is back', async () => {
    prefersReducedMotion(false);
    const { scrolled } = stubViewport();
    renderWithProviders(<Ticker label="Latest winners" items={items} />);
    const ticker = await screen.findByRole('region', { name: 'Latest winners' });
    const belt = within(ticker).getAllByRole('list')[0]?.parentElement as HTMLElement;
    expect(getComputedStyle(belt).animationPlayState).toBe('running');
    scrolled(false);
    expect(getComputedStyle(belt).animationPlayState).toBe('paused');
    // Its button still says it runs: the player did not pause it.
    expect(within(ticker).getByRole('button', { name: 'Pause scrolling' })).toHaveAttribute('aria-pressed', 'false');
    scrolled(true);
    expect(getComputedStyle(belt).animationPlayState).toBe('running');
  });

  it('fades its running text out after the pause button, with room between them, the same at either end (right-to-left pages)', async () => {
    prefersReducedMotion(false);
    renderWithProviders(<Ticker label="Announcements" items={items} />, { language: 'AR' });
    const ticker = await screen.findByRole('region', { name: 'Announcements' });
    const window = within(ticker).getAllByRole('list')[0]?.parentElement?.parentElement as HTMLElement;
    const declarations = styleDeclarationsFor(window).map((declaration) => declaration.replace(/\s+/g, ''));
    const { lg } = testTheme.space;
    const fade = `linear-gradient(90deg,transparent,currentColor${lg}calc(100%-${lg}),transparent)`;
    // The same fade at both ends: nothing to mirror. None while the keyboard is on an item. Prefixed for older WebViews.
    expect(declarations).toContain(`--fade-mask:${fade}`);
    expect(declarations.filter((declaration) => /^(-webkit-)?mask-image:/.test(declaration))).toEqual([
      '-webkit-mask-image:var(--fade-mask)',
      'mask-image:var(--fade-mask)',
      '-webkit-mask-image:none',
      'mask-image:none',
    ]);
    // The button's shadow falls on the gap, not on the text.
    expect(styleDeclarationsFor(ticker)).toContain(`gap:${testTheme.space.sm}`);
  });

  it('puts its pause button first, before the moving items: the keyboard reaches it without passing every one', async () => {
    prefersReducedMotion(false);
    renderWithProviders(
      <Ticker label="Announcements" items={items.map((item) => ({ ...item, content: <a href="#n">{item.content}</a> }))} />,
    );
    const ticker = await screen.findByRole('region', { name: 'Announcements' });
    await userEvent.tab();
    expect(within(ticker).getByRole('button', { name: 'Pause scrolling' })).toHaveFocus();
  });

  it('offers no pause button when it is a still list (reduced motion)', async () => {
    prefersReducedMotion(true);
    renderWithProviders(<Ticker label="Latest winners" items={items} />);
    await screen.findByRole('region', { name: 'Latest winners' });
    expect(screen.queryByRole('button', { name: 'Pause scrolling' })).not.toBeInTheDocument();
  });

  it.each([
    ['EN', '-50%'],
    ['AR', '50%'],
  ] as const)('in %s (<html dir> set by the site) runs the way the page reads, not into empty space', async (language, distance) => {
    prefersReducedMotion(false);
    renderWithProviders(<Ticker label="Latest winners" items={items} />, { language });
    const ticker = await screen.findByRole('region', { name: 'Latest winners' });
    const belt = within(ticker).getAllByRole('list')[0]?.parentElement as HTMLElement;
    withoutDirPseudoClass();
    const style = getComputedStyle(belt);
    // jsdom does not expand the `animation` shorthand: `animation-name` reads `none` until a rule sets it itself.
    const name = style.animationName === 'none' ? style.animation.split(' ')[0] : style.animationName;
    const css = [...document.querySelectorAll('style')].map((tag) => tag.textContent).join('');
    expect(css).toMatch(new RegExp(`@keyframes ${name}\\s*\\{\\s*to\\s*\\{\\s*transform:\\s*translateX\\(${distance}\\)`));
  });
});
