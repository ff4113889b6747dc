import { fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useScrollEdges } from './scroll-edges';

function Row({ rtl = false }: { rtl?: boolean }) {
  const row = useRef<HTMLDivElement>(null);
  useScrollEdges(row);
  return <div ref={row} data-testid="row" style={{ direction: rtl ? 'rtl' : 'ltr' }} />;
}

/** A row 300 px wide showing 100 px of it, scrolled `scrollLeft` (negative right to left, as browsers do). */
function sized(row: HTMLElement, scrollLeft: number) {
  Object.defineProperty(row, 'scrollWidth', { configurable: true, value: 300 });
  Object.defineProperty(row, 'clientWidth', { configurable: true, value: 100 });
  Object.defineProperty(row, 'scrollLeft', { configurable: true, value: scrollLeft });
  fireEvent.scroll(row);
}

const edges = (row: HTMLElement) => ({ left: row.hasAttribute('data-more-left'), right: row.hasAttribute('data-more-right') });

describe('a sideways row marks the edges that hide more of it', () => {
  it('left to right: the end edge at the start, both part-way, the start edge at the end', () => {
    const row = render(<Row />).getByTestId('row');
    sized(row, 0);
    expect(edges(row)).toEqual({ left: false, right: true });
    sized(row, 100);
    expect(edges(row)).toEqual({ left: true, right: true });
    sized(row, 200);
    expect(edges(row)).toEqual({ left: true, right: false });
  });

  it('right to left: the row starts at the right, so more lies to the left', () => {
    const row = render(<Row rtl />).getByTestId('row');
    sized(row, 0);
    expect(edges(row)).toEqual({ left: true, right: false });
    sized(row, -200);
    expect(edges(row)).toEqual({ left: false, right: true });
  });

  it('a row that fits hides nothing at either edge', () => {
    const row = render(<Row />).getByTestId('row');
    Object.defineProperty(row, 'scrollWidth', { configurable: true, value: 100 });
    Object.defineProperty(row, 'clientWidth', { configurable: true, value: 100 });
    fireEvent.scroll(row);
    expect(edges(row)).toEqual({ left: false, right: false });
  });
});
