import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { GameTile } from './game-tile';

describe('GameTile', () => {
  it('opens the game from its name and toggles the favourite from a separate, pressed-state button', async () => {
    const onOpen = vi.fn();
    const onToggleFavourite = vi.fn();
    renderWithProviders(
      <GameTile name="Fortune Tiger" vendor="PG" hot isNew favourite onOpen={onOpen} onToggleFavourite={onToggleFavourite} />,
    );
    const favourite = await screen.findByRole('button', { name: 'Favourite: Fortune Tiger' });
    expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(favourite);
    expect(onToggleFavourite).toHaveBeenCalledOnce();
    expect(onOpen).not.toHaveBeenCalled();
    const open = screen.getByRole('button', { name: 'Fortune Tiger' });
    expect(open).toHaveAccessibleDescription('PG');
    await userEvent.click(open);
    expect(onOpen).toHaveBeenCalledOnce();
    expect(screen.getByText('Hot')).toBeVisible();
    expect(screen.getByText('New')).toBeVisible();
  });

  it('shows no favourite toggle to a guest', async () => {
    renderWithProviders(<GameTile name="Fortune Tiger" vendor="PG" onOpen={vi.fn()} />);
    await screen.findByRole('button', { name: 'Fortune Tiger' });
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
