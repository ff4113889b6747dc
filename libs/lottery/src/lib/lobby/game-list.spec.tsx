import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LotteryGame } from '@wl/api-client';
import { renderWithProviders, styleDeclarationsFor } from '@wl/testing';
import { GameTiles } from './game-list';

const game = (code: string, gameName: string): LotteryGame => ({
  code,
  gameName,
  gameType: 'LOTT',
  defaultPlayType: 'standard',
  accountTypeName: 'LOTT',
  prizeMode: 'Lott',
});

const GAMES = [game('PK10', 'Beijing PK10'), game('SSC', 'Chongqing Lucky Time Time Colour Draw')];

// jsdom lays nothing out: the rule that makes a tile as tall as its row is what is checked.
describe('lottery game tiles', () => {
  it('a tile button fills its grid row, so a one-line name is as tall as a two-line neighbour', async () => {
    renderWithProviders(<GameTiles games={GAMES} list="all" onChoose={() => undefined} />);
    const tile = await screen.findByRole('button', { name: 'Beijing PK10' });
    expect(styleDeclarationsFor(tile)).toContain('height:100%');
  });

  it('a tile link fills its grid row as a tile button does', async () => {
    renderWithProviders(<GameTiles games={GAMES} list="all" onChoose={() => undefined} linkFor={() => ({ to: '/lottery' })} />);
    const tile = await screen.findByRole('link', { name: 'Beijing PK10' });
    expect(styleDeclarationsFor(tile)).toContain('height:100%');
  });
});
