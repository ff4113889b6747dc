import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { Pager, pagerItems } from './pager';

describe('Pager', () => {
  it('folds long runs into gaps around the first, current and last pages', () => {
    expect(pagerItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pagerItems(1, 3)).toEqual([1, 2, 3]);
  });

  it('marks the current page and cannot go before the first', async () => {
    const onPage = vi.fn();
    renderWithProviders(<Pager page={1} pageCount={4} onPage={onPage} />);
    expect(await screen.findByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(2);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
  });

  it('shows nothing for a single page', () => {
    const { container } = renderWithProviders(<Pager page={1} pageCount={1} onPage={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
