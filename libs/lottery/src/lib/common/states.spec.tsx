import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { Loading } from './states';

describe('a lottery part while it loads', () => {
  it('announces "Loading…" as a status a screen reader reads at once, not one held back as busy', async () => {
    renderWithProviders(<Loading rows={2} />);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Loading…');
    expect(status).not.toHaveAttribute('aria-busy');
    // Still marked as loading for the page checks (`[data-skeleton]`): its shapes, hidden from screen readers.
    const shapes = status.querySelectorAll('[data-skeleton]');
    expect(shapes).toHaveLength(2);
    for (const shape of shapes) expect(shape).toHaveAttribute('aria-hidden', 'true');
  });
});
