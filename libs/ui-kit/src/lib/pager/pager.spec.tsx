import { screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, withoutDirPseudoClass } from '@wl/testing';
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

  it.each([
    ['Next page', 3, 4],
    ['Previous page', 2, 1],
  ])('WCAG 2.4.3: %s, disabled on reaching the last or first page, hands its focus to that page', async (arrow, from, to) => {
    function Paged() {
      const [page, setPage] = useState(from);
      return <Pager page={page} pageCount={4} onPage={setPage} />;
    }
    renderWithProviders(<Paged />);
    await userEvent.click(await screen.findByRole('button', { name: arrow }));
    expect(screen.getByRole('button', { name: arrow })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Page ${to}` })).toHaveFocus();
  });

  it('an arrow that stays enabled keeps its focus', async () => {
    function Paged() {
      const [page, setPage] = useState(2);
      return <Pager page={page} pageCount={4} onPage={setPage} />;
    }
    renderWithProviders(<Paged />);
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveFocus();
  });

  it.each([
    ['EN', 'none'],
    ['AR', 'scaleX(-1)'],
  ] as const)('in %s (<html dir> set by the site) points its arrows the way pages go', async (language, transform) => {
    renderWithProviders(<Pager page={2} pageCount={4} onPage={vi.fn()} />, { language });
    withoutDirPseudoClass();
    for (const name of ['Previous page', 'Next page']) {
      const arrow = (await screen.findByRole('button', { name })).querySelector('svg') as SVGElement;
      expect(getComputedStyle(arrow).transform || 'none').toBe(transform);
    }
  });
});
