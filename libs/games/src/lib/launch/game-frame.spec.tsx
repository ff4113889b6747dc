import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { GameFrame } from './game-frame';

/** The style rules the page's style sheets hold for any of an element's classes, by their selector. */
function rulesFor(element: Element): string[] {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('');
  const classes = [...element.classList];
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .filter(([, selector]) => classes.some((name) => selector.includes(`.${name}`)))
    .map(([, selector, body]) => `${selector.trim()} { ${body.trim()} }`);
}

describe('the game page in a right-to-left language (AR, FA, UR)', () => {
  it('its Back arrow is mirrored, pointing to where a line starts', async () => {
    renderWithProviders(
      <GameFrame title="Game" outcome={{ state: 'idle' }} attempt={0} onReload={() => undefined} onBack={() => undefined} />,
    );
    const back = await screen.findByRole('button', { name: 'Back' });
    expect(rulesFor(back)).toContainEqual(expect.stringMatching(/:dir\(rtl\) svg \{ transform: ?scaleX\(-1\);? \}/));
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
