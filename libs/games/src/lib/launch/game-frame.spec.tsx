import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithProviders, styleDeclarationsFor, testTheme, withoutDirPseudoClass } from '@wl/testing';
import { GameFrame } from './game-frame';
import type { LaunchOutcome } from './use-game-launch';

describe('the game page in a right-to-left language (AR, FA, UR)', () => {
  it.each([
    ['EN', 'none'],
    ['AR', 'scaleX(-1)'],
  ] as const)('in %s (<html dir> set by the site) its Back arrow points to where a line starts', async (language, transform) => {
    renderWithProviders(
      <GameFrame title="Game" outcome={{ state: 'idle' }} attempt={0} onReload={() => undefined} onBack={() => undefined} />,
      { language },
    );
    const back = await screen.findByRole('button', { name: 'Back' });
    withoutDirPseudoClass();
    expect(getComputedStyle(back.querySelector('svg') as SVGElement).transform || 'none').toBe(transform);
  });
});

describe('the game page while a game starts (spec §4)', () => {
  it('announces "Starting the game…" as a status a screen reader reads at once, not one held back as busy', async () => {
    renderWithProviders(<GameFrame title="Game" outcome={{ state: 'launching' }} attempt={0} onReload={() => undefined} />);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Starting the game…');
    expect(status).not.toHaveAttribute('aria-busy');
  });
});

const READY = { state: 'ready', url: 'https://vendor.example/game' } as const;

describe('the game frame’s sandbox (a vendor page is another party’s)', () => {
  it('lets the game run, pop up and go full screen, and take the whole tab over only from the player’s own tap', async () => {
    renderWithProviders(<GameFrame title="Game" outcome={READY} attempt={0} onReload={() => undefined} />);
    const frame = await screen.findByTitle('Game');
    const allowed = (frame.getAttribute('sandbox') ?? '').split(' ');
    expect(allowed).toEqual(
      expect.arrayContaining(['allow-scripts', 'allow-same-origin', 'allow-popups', 'allow-top-navigation-by-user-activation']),
    );
    expect(allowed).not.toContain('allow-top-navigation');
  });
});

describe('the game frame’s height', () => {
  it('fills the visible area below the header (dvh), vh first for browsers without dvh (an iframe alone is 150 px)', async () => {
    renderWithProviders(<GameFrame title="Game" outcome={READY} attempt={0} onReload={() => undefined} />);
    const frame = await screen.findByTitle('Game');
    const heights = styleDeclarationsFor(frame.parentElement as HTMLElement).filter((declaration) =>
      /^min-block-size:\s*calc/.test(declaration),
    );
    expect(heights).toEqual([
      expect.stringMatching(/^min-block-size:\s*calc\(100vh /),
      expect.stringMatching(/^min-block-size:\s*calc\(100dvh /),
    ]);
  });
});

describe('the game frame on a phone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** A window as wide as `phone` says, and the wrapper scrolls it would make. */
  function phoneWindow(phone: boolean) {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone && query === testTheme.media.phone }) as MediaQueryList);
    const scrolls = vi.fn();
    // jsdom has none: put back what was there after the test.
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolls;
    onTestFinished(() => void (Element.prototype.scrollIntoView = original));
    return scrolls;
  }

  it('the bar and the game fill what the fixed tab bar leaves of the window (vh first), none of the game under the bar', async () => {
    renderWithProviders(<GameFrame title="Game" outcome={READY} attempt={0} onReload={() => undefined} />);
    const frame = await screen.findByTitle('Game');
    const heights = styleDeclarationsFor(frame.parentElement as HTMLElement)
      .filter((declaration) => /^block-size:/.test(declaration))
      .map((declaration) => declaration.replace(/\s/g, ''));
    expect(heights).toEqual(
      ['100vh', '100dvh'].map((viewport) => `block-size:calc(${viewport}-${testTheme.layout.tabBarRoom})`.replace(/\s/g, '')),
    );
  });

  it('is scrolled to once the game is in, the header and the chips above it out of sight', async () => {
    const scrolls = phoneWindow(true);
    let gameIn: () => void = () => undefined;
    function Launch() {
      const [outcome, setOutcome] = useState<LaunchOutcome>({ state: 'launching' });
      gameIn = () => setOutcome(READY);
      return <GameFrame title="Game" outcome={outcome} attempt={0} onReload={() => undefined} />;
    }
    renderWithProviders(<Launch />);
    await screen.findByRole('status');
    expect(scrolls).not.toHaveBeenCalled();
    act(() => gameIn());
    const frame = await screen.findByTitle('Game');
    expect(scrolls).toHaveBeenCalledOnce();
    expect(scrolls.mock.contexts[0]).toBe(frame.parentElement);
    expect(scrolls).toHaveBeenCalledWith({ block: 'start' });
  });

  it('leaves a desktop page where it is when the game comes in', async () => {
    const scrolls = phoneWindow(false);
    renderWithProviders(<GameFrame title="Game" outcome={READY} attempt={0} onReload={() => undefined} />);
    await screen.findByTitle('Game');
    expect(scrolls).not.toHaveBeenCalled();
  });

  it('on a desktop, the bar and the game fill the window below where they start in the page, the header however tall it is', async () => {
    // The header above is 161 px (language bar, account area, navigation); the page is scrolled 61 px.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 100 } as DOMRect);
    vi.stubGlobal('scrollY', 61);
    renderWithProviders(<GameFrame title="Game" outcome={READY} attempt={0} onReload={() => undefined} />);
    const wrapper = (await screen.findByTitle('Game')).parentElement as HTMLElement;
    expect(wrapper.style.getPropertyValue('--game-top-in-page')).toBe('161px');
    const heights = styleDeclarationsFor(wrapper)
      .filter((declaration) => /^min-block-size:calc/.test(declaration.replace(/\s/g, '')))
      .map((declaration) => declaration.replace(/\s/g, ''));
    expect(heights).toEqual(
      ['100vh', '100dvh'].map((viewport) =>
        `min-block-size:calc(${viewport}-var(--game-top-in-page,${testTheme.layout.headerHeight})-${testTheme.space.lg})`.replace(
          /\s/g,
          '',
        ),
      ),
    );
  });
});

/** A browser that can take an element full screen (jsdom cannot), whose frames' `requestFullscreen` is returned. */
function fullScreenBrowser() {
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
  const requestFullscreen = vi.fn(() => Promise.resolve());
  Object.defineProperty(HTMLIFrameElement.prototype, 'requestFullscreen', { configurable: true, value: requestFullscreen });
  return requestFullscreen;
}

describe('Full screen on the game page', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'fullscreenEnabled');
    Reflect.deleteProperty(HTMLIFrameElement.prototype, 'requestFullscreen');
  });

  it('is not offered where the browser cannot take a frame full screen (iPhone Safari)', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false });
    Object.defineProperty(HTMLIFrameElement.prototype, 'requestFullscreen', { configurable: true, value: () => Promise.resolve() });
    renderWithProviders(<GameFrame title="Game" outcome={READY} attempt={0} onReload={() => undefined} />);
    await screen.findByTitle('Game');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Full screen' })).not.toBeInTheDocument();
  });

  it('is not offered where frames have no requestFullscreen', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    renderWithProviders(<GameFrame title="Game" outcome={READY} attempt={0} onReload={() => undefined} />);
    await screen.findByTitle('Game');
    expect(screen.queryByRole('button', { name: 'Full screen' })).not.toBeInTheDocument();
  });

  it('where the browser can, takes the game’s frame full screen', async () => {
    const requestFullscreen = fullScreenBrowser();
    renderWithProviders(<GameFrame title="Game" outcome={READY} attempt={0} onReload={() => undefined} />);
    const frame = await screen.findByTitle('Game');
    await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    expect(requestFullscreen.mock.contexts[0]).toBe(frame);
  });
});
