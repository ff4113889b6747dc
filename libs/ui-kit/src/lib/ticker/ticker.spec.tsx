import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@wl/testing';
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

describe('Ticker', () => {
  it('reads each item once although the running belt draws them twice', async () => {
    prefersReducedMotion(false);
    renderWithProviders(<Ticker label="Latest winners" items={items} />);
    const ticker = await screen.findByRole('region', { name: 'Latest winners' });
    expect(within(ticker).getAllByRole('listitem')).toHaveLength(2);
    expect(within(ticker).getAllByRole('listitem', { hidden: true })).toHaveLength(4);
  });

  it('is a still list with reduced motion', async () => {
    prefersReducedMotion(true);
    renderWithProviders(<Ticker label="Latest winners" items={items} />);
    const ticker = await screen.findByRole('region', { name: 'Latest winners' });
    expect(within(ticker).getAllByRole('listitem', { hidden: true })).toHaveLength(2);
    expect(getComputedStyle(within(ticker).getByRole('list')).animationName || 'none').toBe('none');
  });
});
