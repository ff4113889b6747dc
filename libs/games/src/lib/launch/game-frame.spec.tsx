import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, withoutDirPseudoClass } from '@wl/testing';
import { GameFrame } from './game-frame';

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
