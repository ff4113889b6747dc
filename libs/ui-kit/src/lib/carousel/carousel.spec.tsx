import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubViewport } from '@wl/testing/vitest';
import { renderWithProviders, withoutDirPseudoClass } from '@wl/testing';
import { Carousel, CAROUSEL_INTERVAL_MS } from './carousel';

/** The rotation's clock is the test's: a slide turns only when the test moves the time on, however slow the machine. */
function slideTimeIsTheTests() {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
}
const timePasses = (ms: number) => act(() => vi.advanceTimersByTime(ms));

const TITLES = ['Welcome bonus', 'Weekly cashback', 'VIP club'];
const slides = TITLES.map((text) => <p key={text}>{text}</p>);

/** jsdom has no matchMedia: answer the reduced-motion query as the player's setting would. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const current = () => screen.getAllByRole('group', { hidden: true }).find((slide) => slide.getAttribute('aria-hidden') === 'false');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Carousel', () => {
  it('rotates on its own, and stops while the pointer is over it', async () => {
    prefersReducedMotion(false);
    slideTimeIsTheTests();
    renderWithProviders(<Carousel label="Promotions" slides={slides} />);
    const region = await screen.findByRole('region', { name: 'Promotions' });
    expect(current()).toHaveTextContent('Welcome bonus');
    timePasses(CAROUSEL_INTERVAL_MS);
    expect(current()).toHaveTextContent('Weekly cashback');
    fireEvent.mouseEnter(region);
    timePasses(CAROUSEL_INTERVAL_MS * 4);
    expect(current()).toHaveTextContent('Weekly cashback');
    fireEvent.mouseLeave(region);
    timePasses(CAROUSEL_INTERVAL_MS);
    expect(current()).toHaveTextContent('VIP club');
  });

  it('stops while it is scrolled off the screen, and turns again once it is back', async () => {
    prefersReducedMotion(false);
    slideTimeIsTheTests();
    const { scrolled } = stubViewport();
    renderWithProviders(<Carousel label="Promotions" slides={slides} />);
    await screen.findByRole('region', { name: 'Promotions' });
    scrolled(false);
    timePasses(CAROUSEL_INTERVAL_MS * 4);
    expect(current()).toHaveTextContent('Welcome bonus');
    // Its button still says it turns: the player did not pause it.
    expect(screen.getByRole('button', { name: 'Pause slides' })).toHaveAttribute('aria-pressed', 'false');
    scrolled(true);
    timePasses(CAROUSEL_INTERVAL_MS);
    expect(current()).toHaveTextContent('Weekly cashback');
  });

  it('turns at the interval it is given', async () => {
    prefersReducedMotion(false);
    slideTimeIsTheTests();
    renderWithProviders(<Carousel label="Promotions" slides={slides} interval={2000} />);
    await screen.findByRole('region', { name: 'Promotions' });
    timePasses(1999);
    expect(current()).toHaveTextContent('Welcome bonus');
    timePasses(1);
    expect(current()).toHaveTextContent('Weekly cashback');
  });

  it('stops while focus is inside it and moves with the arrow keys', async () => {
    prefersReducedMotion(false);
    slideTimeIsTheTests();
    renderWithProviders(<Carousel label="Promotions" slides={slides} />);
    const next = await screen.findByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    timePasses(CAROUSEL_INTERVAL_MS * 3);
    expect(current()).toHaveTextContent('Welcome bonus');
    await userEvent.keyboard('{ArrowRight}');
    expect(current()).toHaveTextContent('Weekly cashback');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(current()).toHaveTextContent('VIP club');
  });

  it('follows a swipe: towards the start brings the next slide', async () => {
    prefersReducedMotion(false);
    renderWithProviders(<Carousel label="Promotions" slides={slides} autoPlay={false} />);
    const region = await screen.findByRole('region', { name: 'Promotions' });
    fireEvent.pointerDown(region, { clientX: 300 });
    fireEvent.pointerUp(region, { clientX: 100 });
    expect(current()).toHaveTextContent('Weekly cashback');
    fireEvent.pointerDown(region, { clientX: 100 });
    fireEvent.pointerUp(region, { clientX: 120 });
    expect(current()).toHaveTextContent('Weekly cashback');
  });

  it('never rotates and offers no pause with reduced motion', async () => {
    prefersReducedMotion(true);
    slideTimeIsTheTests();
    renderWithProviders(<Carousel label="Promotions" slides={slides} />);
    await screen.findByRole('button', { name: 'Next slide' });
    timePasses(CAROUSEL_INTERVAL_MS * 4);
    expect(current()).toHaveTextContent('Welcome bonus');
    expect(screen.queryByRole('button', { name: 'Pause slides' })).not.toBeInTheDocument();
  });

  it('WCAG 2.4.3: the arrow keys on a slide’s link take the focus along to the next slide, which it leaves inert', async () => {
    prefersReducedMotion(false);
    const linked = TITLES.map((text) => (
      <a key={text} href={`#${text}`}>
        {text}
      </a>
    ));
    renderWithProviders(<Carousel label="Promotions" slides={linked} autoPlay={false} />);
    (await screen.findByRole('link', { name: 'Welcome bonus' })).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Weekly cashback' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('link', { name: 'VIP club' })).toHaveFocus();
  });

  it('WCAG 2.4.3: moving from a link to a slide with nothing to focus leaves the focus on the carousel, not on the page', async () => {
    prefersReducedMotion(false);
    const mixed = [
      <a key="link" href="#welcome">
        Welcome bonus
      </a>,
      <p key="plain">Weekly cashback</p>,
    ];
    renderWithProviders(<Carousel label="Promotions" slides={mixed} autoPlay={false} />);
    (await screen.findByRole('link', { name: 'Welcome bonus' })).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(current()).toHaveTextContent('Weekly cashback');
    expect(screen.getByRole('region', { name: 'Promotions' })).toHaveFocus();
  });

  it('shows its first slide when the slide shown is gone (fewer banners in another language), not an empty strip, and stays on it', async () => {
    prefersReducedMotion(false);
    let setShown = (_count: number) => undefined as void;
    function Banners() {
      const [count, setCount] = useState(TITLES.length);
      setShown = (next) => setCount(next);
      return <Carousel label="Promotions" slides={slides.slice(0, count)} autoPlay={false} />;
    }
    renderWithProviders(<Banners />);
    await userEvent.click(await screen.findByRole('button', { name: 'Next slide' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toHaveTextContent('VIP club');
    act(() => setShown(2));
    expect(current()).toHaveTextContent('Welcome bonus');
    // Three again (the first language back): the slide shown stays; the one left long ago does not come back.
    act(() => setShown(3));
    expect(current()).toHaveTextContent('Welcome bonus');
    act(() => setShown(2));
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toHaveTextContent('Weekly cashback');
  });

  it('the previous and next buttons keep the focus they have', async () => {
    prefersReducedMotion(false);
    renderWithProviders(<Carousel label="Promotions" slides={slides} autoPlay={false} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Next slide' }));
    expect(current()).toHaveTextContent('Weekly cashback');
    expect(screen.getByRole('button', { name: 'Next slide' })).toHaveFocus();
  });

  it.each([
    ['EN', 'translateX(-100%)', 'none'],
    ['AR', 'translateX(100%)', 'scaleX(-1)'],
  ] as const)(
    'in %s (<html dir> set by the site) slides its track the way the page reads, and points its arrows so',
    async (language, track, arrow) => {
      prefersReducedMotion(false);
      renderWithProviders(<Carousel label="Promotions" slides={slides} autoPlay={false} />, { language });
      const next = await screen.findByRole('button', { name: 'Next slide' });
      await userEvent.click(next);
      withoutDirPseudoClass();
      expect(getComputedStyle(current()?.parentElement as HTMLElement).transform).toBe(track);
      expect(getComputedStyle(next.querySelector('svg') as SVGElement).transform || 'none').toBe(arrow);
    },
  );
});
