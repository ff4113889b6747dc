import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { GamePoints } from './point-labels';

describe('game point labels (spec §9)', () => {
  it.each([
    ['EN', 'Game points: 0.70'],
    ['PT', 'Pontos do jogo: 0,70'],
  ] as const)('reads the rate with two decimals in the %s number format', async (language, label) => {
    renderWithProviders(<GamePoints rate={0.7} />, { language });
    expect(await screen.findByText(label)).toBeInTheDocument();
  });
});
