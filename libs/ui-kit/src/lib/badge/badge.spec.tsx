import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { Icon, Heart } from '../icons/icons';
import { Card } from '../card/card';
import { Badge } from './badge';

describe('Badge, Card and Icon', () => {
  it('a primary badge uses the brand primary behind its readable text colour', async () => {
    renderWithProviders(<Badge tone="primary">Hot</Badge>);
    const style = getComputedStyle(await screen.findByText('Hot'));
    expect(style.backgroundColor).toBe('rgb(11, 110, 79)');
    expect(style.color).toBe('rgb(255, 255, 255)');
  });

  it('a card with a heading is a region named by it', async () => {
    renderWithProviders(<Card heading="Balance">¥0.00</Card>);
    expect(await screen.findByRole('region', { name: 'Balance' })).toHaveTextContent('¥0.00');
  });

  it('an icon is hidden unless labelled, then it is an image with that name', async () => {
    renderWithProviders(
      <>
        <Icon icon={Heart} />
        <Icon icon={Heart} label="Favourites" />
      </>,
    );
    expect(await screen.findByRole('img', { name: 'Favourites' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });
});
